-- ST06-015 Kaneban Co., Ltd.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When a friendly (Clan) Unit links, it gains <Breach 3> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the first
-- card in that opponent's shield area.)

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- e.event_card: the Unit that linked
card:on("linked", function(e)
  e:grant(e.event_card, "breach", 3, "turn")
end, {
  once_per_turn = true,
  filter = function(e) return e:matches(e.event_card, { side = "friendly", trait = "Clan" }) end,
})
