-- GD01-002 Unicorn Gundam (Destroy Mode)
-- When playing this card from your hand, you may destroy 1 of your Link Units with "Unicorn
-- Mode" in its card name that is Lv.5. If you do, play this card as if it has 0 Lv. and cost.
-- 【Attack】Choose 1 enemy Unit. Rest it.

-- "you may destroy ...  If you do, play this card as if it has 0 Lv. and cost": a second
-- way to play it, offered while such a Link Unit is in play (the engine checks the cost).
card:play_alternative{
  level = 0, cost = 0,
  destroy = { "Destroy 1 of your Lv.5 Link Units with \"Unicorn Mode\" in its name",
              linked = true, name = "Unicorn Mode", min_level = 5, max_level = 5 },
}

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:rest(target) end,
}
