-- EB01-087 Marina Ismail & Ptolemaios 2
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】During your turn, when a friendly green (G Generation) Unit destroys an enemy Unit
-- with battle damage, choose 1 friendly Unit. It recovers 2 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- e.event_card: the Unit whose battle damage destroys; e.event_card2: the Unit destroyed (both
-- still in the battle area when the damage is dealt).  As GD02-002: the friendly Unit may be the
-- attacker or the Unit attacked.
card:on("battle_destroyed", function(e, target) e:recover(target, 2) end, {
  once_per_turn = true,
  filter = function(e)
    return e:my_turn()
       and e:matches(e.event_card, { side = "friendly", color = "Green", trait = "G Generation" })
       and e:matches(e.event_card2, { side = "enemy" })
  end,
  target = { "Choose 1 friendly Unit", side = "friendly" },
})
