-- GD05-109 Felsi's Plea
-- 【Action】Choose 1 friendly (Academy) Unit. It recovers 2 HP. Then, if it is paired with a Pilot
-- that is Lv.3 or lower, draw 1.
-- 【Pilot】[Felsi Rollo] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 friendly (Academy) Unit", side = "friendly", trait = "Academy" },
  run = function(e, target)
    e:recover(target, 2)
    -- Then (5-20-2: whether or not it recovered), if it is paired with a Pilot Lv.3 or lower, draw 1.
    local pilot = e:pilot(target)
    if pilot and e:level(pilot) <= 3 then e:draw(1) end
  end,
}
