-- GD04-092 Michael Trinity
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 damaged enemy Unit. Deal 1 damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 damaged enemy Unit", side = "enemy", damaged = true },
  damage_it = 1, -- Deal 1 damage to it.
}
