-- GD03-124 Ribo Colony
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When you pair a Pilot that is Lv.3 or lower with one of your Units, choose 1 enemy
-- Unit with 3 or less HP. Rest it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
end)

card:on("paired", function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 3 or less HP", e:units{ side = "enemy", max_hp = 3 })
  if target then e:rest(target) end
end, {
  once_per_turn = true,
  -- e.event_card: the Pilot (a Command paired as a Pilot too); e.event_card2: the Unit
  filter = function(e)
    return e:matches(e.event_card2, { side = "your" }) and e:level(e.event_card) <= 3
  end,
})
