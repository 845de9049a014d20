-- hostile: e:to_deck_randomly given a list with something that is not a card, then a list too
-- long for one effect: each an error naming it, and nothing moves.
card:deploy(function(e)
  local ok, why = pcall(e.to_deck_randomly, e, { e.card, "x" }, "bottom")
  local many = {}
  for i = 1, 65 do many[i] = e.card end
  local ok2, why2 = pcall(e.to_deck_randomly, e, many)
  local ok3, why3 = pcall(e.to_deck_randomly, e, { e.card }, "middle")
  error(tostring(ok) .. ": " .. tostring(why) .. " / " .. tostring(ok2) .. ": " .. tostring(why2)
        .. " / " .. tostring(ok3) .. ": " .. tostring(why3))
end)
