-- hostile (issue 17, crashes): e:choose for players who do not exist (0, 9,
-- -100000): a decision for nobody, read and written out of bounds.  Each is an
-- error; the three messages are reported together.
card:deploy(function(e)
  local said = {}
  for _, p in ipairs{0, 9, -100000} do
    local ok, msg = pcall(e.choose, e, "Choose", e:units{ side = "any" }, { player = p })
    said[#said + 1] = ok and "accepted" or tostring(msg)
  end
  error(table.concat(said, " | "), 0)
end)
