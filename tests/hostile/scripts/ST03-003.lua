-- hostile: catching the engine's own stop with pcall inside an endless loop
card:deploy(function(e)
  while true do pcall(function() while true do end end) end
end)
