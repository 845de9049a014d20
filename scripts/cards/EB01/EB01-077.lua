-- EB01-077 Master League Begins
-- 【Burst】Add this card to your hand.
-- 【Action】Choose 1 rested friendly (G Generation) Unit. Change a battling enemy Unit's attack
-- target to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:action{
  target = { "Choose 1 rested friendly (G Generation) Unit", side = "friendly", rested = true,
             trait = "G Generation" },
  run = function(e, target) e:change_attack_target(target) end,
}
