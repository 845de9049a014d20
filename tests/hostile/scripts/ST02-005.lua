-- hostile: os.execute
card:deploy(function(e) os.execute("touch /tmp/gcg-pwned") end)
