-- GD03-087 Sarah Zabiarov
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 enemy Unit that is Lv.3 or lower. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  rest_it = true, -- Rest it.
}
