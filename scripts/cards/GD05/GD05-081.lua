-- GD05-081 Kira Yamato
-- 【Burst】Add this card to your hand.
-- 【When Linked】If this is an (Orb)/(Triple Ship Alliance) Unit, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this": the Unit this Pilot is linked with (3-3-9-2)
card:when_linked{
  condition = function(e) return e:matches(e.unit, { trait = { "Orb", "Triple Ship Alliance" } }) end, -- 10-2-1
  run = function(e) e:draw(1) end,
}
