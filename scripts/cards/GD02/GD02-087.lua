-- GD02-087 Orga, Crot, and Shani
-- 【Burst】Add this card to your hand.
-- 【When Linked】If this is a blue Unit, choose 1 enemy Unit with <Blocker>. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  condition = function(e) return e:matches(e.unit, { color = "Blue" }) end, -- 10-2-1
  target = { "Choose 1 enemy Unit with <Blocker>", side = "enemy", keyword = "blocker" },
  run = function(e, target) e:rest(target) end,
}
