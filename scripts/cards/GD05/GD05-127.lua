-- GD05-127 Girty Lue
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When a friendly (Phantom Pain) Unit links, choose 1 enemy Unit. It can't activate
-- <Blocker> during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- "Can't activate <Blocker>": it can't block (13-1-4-1).
-- Ruling: with no enemy Unit to choose the effect does not activate (10-2-2) and its 【Once per
-- Turn】 is not used (13-2-13-1).
card:on("linked", function(e, target)
  e:forbid(target, "block", "turn")
end, {
  once_per_turn = true,
  condition = { count = "battle", side = "enemy", type = "unit" },
  -- e.event_card: the Unit that became a Link Unit
  filter = function(e) return e:matches(e.event_card, { side = "friendly", trait = "Phantom Pain" }) end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
})
