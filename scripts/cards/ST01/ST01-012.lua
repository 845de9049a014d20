-- ST01-012 Thoroughly Damaged
-- 【Main】Choose 1 rested enemy Unit. Deal 1 damage to it.
-- 【Pilot】[Hayato Kobayashi] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 1) end,
}
