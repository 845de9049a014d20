-- GD03-090 Mikhail Kaminsky
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (Cyclops Team) Units. It gains <Breach 1> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  target = { "Choose 1 of your (Cyclops Team) Units", side = "your", trait = "Cyclops Team" },
  gains = { "breach", 1 }, -- It gains <Breach 1> during this turn.
}
