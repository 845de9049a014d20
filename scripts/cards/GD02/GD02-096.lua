-- GD02-096 Desil Galette
-- 【Burst】Add this card to your hand.
-- 【When Linked】You may choose 1 (Vagan) Unit card that is Lv.2 or lower from your trash. Pay its
-- cost to deploy it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  local unit = e:choose_one("Choose 1 (Vagan) Unit card that is Lv.2 or lower from your trash",
    e:cards("trash", { type = "unit", trait = "Vagan", max_level = 2,
                       where = function(e, c) return e:can_pay(e:cost(c)) end }), true)
  if unit and e:pay(e:cost(unit)) then e:deploy(unit) end
end)
