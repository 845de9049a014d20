-- hostile: a script that does not even load
card:deploy(function(e)
