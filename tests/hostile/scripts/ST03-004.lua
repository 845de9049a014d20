-- hostile: a declared target without its prompt: the script does not load
card:deploy{ target = { side = "enemy" }, run = function(e, target) e:damage(target, 9) end }
