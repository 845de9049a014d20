-- GD04-096 Ennil El
-- 【Burst】Add this card to your hand.
-- 【During Link】When this Unit deals battle damage to an enemy Unit that is Lv.5 or lower,
-- destroy that enemy Unit.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("damaged", function(e) e:destroy(e.event_card) end, {
  during = "link", source = "self", battle = true,
  card = { side = "enemy", type = "unit", max_level = 5 },
})
