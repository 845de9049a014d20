-- EB01-084 30cm Cannon (APFSDS Round)
-- 【Main】/【Action】Choose 1 Unit with <Blocker>. Set it as active. It can't attack during this turn.
-- 【Pilot】[Demeziere Sonnen] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 Unit with <Blocker>", side = "any", keyword = "blocker" },
  run = function(e, target)
    e:set_active(target)
    e:forbid(target, "attack", "turn")
  end,
}
