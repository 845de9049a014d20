-- EB01-005 Zeta Gundam Ⅲ P2 Type
-- 【Deploy】Choose 1 rested Unit belonging to another player. Set it as active. Draw 1.

card:deploy(function(e)
  -- "another player": any player but you (an enemy, or a teammate in a team battle)
  local theirs = {}
  for _, u in ipairs(e:units{ side = "any", rested = true }) do
    if e:owner(u) ~= e.me then theirs[#theirs + 1] = u end
  end
  -- Ruling: with no such Unit the effect does not activate at all, "Draw 1" included (10-2-2,
  -- 10-3-3-1, Q100): the draw is part of the effect that begins with the choice
  local target = e:choose_one("Choose 1 rested Unit belonging to another player", theirs)
  if not target then return end
  e:set_active(target)
  e:draw(1)
end)
