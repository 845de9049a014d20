-- GD03-122 Veteran Tactics
-- 【Action】Choose 1 enemy Unit that is Lv.3 or lower. Return it to its owner's hand.
-- 【Pilot】[Sergei Smirnov] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
