-- GD03-130 Downes
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, you may choose 1 (Vagan)
-- Unit card that is Lv.4 or lower from your trash. Pay its cost to deploy it.

card:burst(function(e) e:deploy(e.card) end)

card:deploy(function(e)
  e:shield_to_hand()
  if not e:my_turn() then return end
  local unit = e:choose_one("Choose 1 (Vagan) Unit card that is Lv.4 or lower from your trash",
    e:cards("trash", { type = "unit", trait = "Vagan", max_level = 4,
                       where = function(e, c) return e:can_pay(e:cost(c)) end }), true)
  if unit and e:pay(e:cost(unit)) then e:deploy(unit) end
end)
