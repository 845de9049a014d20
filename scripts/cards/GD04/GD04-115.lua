-- GD04-115 Backup
-- 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Main】Choose 1 of your Units. When it deals battle damage to an enemy Unit that is Lv.5 or lower
-- during this turn, destroy that enemy Unit.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- 3: the effect the chosen Unit gains for the turn (a delayed trigger)
card:on("damaged", function(e) e:destroy(e.event_card) end, {
  condition = false,
  source = "self", battle = true,
  card = { side = "enemy", type = "unit", max_level = 5 },
})
