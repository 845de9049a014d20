-- GD01-125 Zanzibar
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, you may deploy 1
-- (Zeon) Unit card that is Lv.4 or lower from your hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if not e:my_turn() then return end
  local units = e:cards("hand", { type = "unit", trait = "Zeon", max_level = 4 })
  if #units == 0 or not e:may("Deploy 1 (Zeon) Unit card that is Lv.4 or lower from your hand?") then
    return
  end
  local unit = e:choose_one("Choose 1 (Zeon) Unit card that is Lv.4 or lower in your hand", units)
  if unit then e:deploy(unit) end
end)
