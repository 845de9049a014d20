-- GD04-101 Kindhearted
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】During this turn, friendly Units can't be destroyed by enemy effects. Then, draw 1.

card:burst(function(e) e:run_main() end)

card:main_action(function(e)
  for _, u in ipairs(e:units{ side = "friendly" }) do e:grant_rule(u, 3, "turn") end
  e:draw(1)
end)

-- 3: the rule it gives friendly Units for the turn (those in play now)
card:constant{
  condition = false,
  prevent_destroy = function(e, unit, source, battle)
    return battle ~= 1 and source ~= -1 and e:matches(source, { side = "enemy" })
  end,
}
