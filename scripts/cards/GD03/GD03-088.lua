-- GD03-088 Asemu Asuno
-- 【Burst】Add this card to your hand.
-- 【During Link】If this is an (AGE System) Unit, it gets AP+1 and <Breach 1>.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- both the link and the (AGE System) trait of the Unit are needed
card:during_link{
  condition = function(e) return e:has_trait(e.unit, "AGE System") end,
  ap = 1,
  keywords = { breach = 1 },
}
