-- ST04-013 Hawk of Endymion
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Return it to its owner's hand.
-- 【Pilot】[Mu La Flaga] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
