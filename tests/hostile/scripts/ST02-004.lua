-- hostile: reaching for io and os
card:deploy(function(e) io.open("/etc/passwd"):read("a") end)
