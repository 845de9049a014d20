-- hostile (issue 17, crashes): the same typo inside pcall: the error is the
-- script's to catch, and the effect goes on (draws 1).
card:deploy(function(e)
  local ok = pcall(e.units, e, "enemy")
  local ok2 = pcall(e.cards, e, "hand", 7)
  local ok3 = pcall(e.count, e, "trash", true)
  if not ok and not ok2 and not ok3 then e:draw(1) end
end)
