-- GD05-029 Kayra's Re-GZ
-- 【Deploy】Look at the top card of your deck. Return it to the top or bottom of your deck.

card:deploy(function(e)
  local top = e:deck_top(1)
  if #top == 0 then return end
  e:look(top)
  local where = e:choose_option("Return it to the top or the bottom of your deck", { "Top", "Bottom" })
  if where == 2 then e:to_deck(top[1], "bottom") end -- (the top: it stays where it is)
end)
