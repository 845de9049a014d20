-- EB01-086 Kycilia Zabi & Gwazine
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When a friendly (G Generation) Unit links, it gains <Repair 2> during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- e.event_card: the Unit that linked (yours or a teammate's)
card:on("linked", function(e) e:grant(e.event_card, "repair", 2, "turn") end, {
  once_per_turn = true,
  filter = function(e) return e:matches(e.event_card, { side = "friendly", trait = "G Generation" }) end,
})
