-- GD02-114 It's Name is Ryusei-Go
-- 【Main】/【Action】Choose 1 damaged friendly Unit. It gets AP+2 during this turn.
-- 【Pilot】[Norba Shino] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 damaged friendly Unit", e:units{
    side = "friendly", where = function(e, c) return e:damage_of(c) > 0 end })
  if target then e:modify(target, { ap = 2 }, "turn") end
end)
