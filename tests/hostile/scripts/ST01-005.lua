-- hostile: an endless loop in a 【Deploy】 effect
card:deploy(function(e) while true do end end)
