-- GD03-125 Peacemillion
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】During your turn, when a friendly (Operation Meteor)/(G Team) Unit that is Lv.6 or
-- higher destroys an enemy Unit with battle damage, that friendly Unit may recover 2 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("battle_destroyed", function(e)
  local unit = e.event_card
  -- (destroyed in the same battle, or undamaged: nothing to recover)
  if e:location(unit) ~= "battle area" or e:damage_of(unit) == 0 then return end
  if e:may("Recover 2 HP of " .. e:name(unit) .. "?") then e:recover(unit, 2) end
end, {
  once_per_turn = true,
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e:my_turn()
       and e:matches(e.event_card, { side = "friendly", trait = { "Operation Meteor", "G Team" }, min_level = 6 })
       and e:matches(e.event_card2, { side = "enemy" })
  end,
})
