-- GD02-113 Sisterly Care
-- 【Main】/【Action】If a friendly (Teiwaz) Link Unit is in play, choose 1 enemy Unit with 2 or less
-- AP. Destroy it.
-- 【Pilot】[Amida Arca] (the core lets it be paired as a Pilot)

-- Ruling: the "If" is no target (10-1-8-1-1): when it does not hold, the Command can still be
-- played and does nothing; when it holds, the Unit to choose must exist (10-1-8-1-2).
card:main_action(function(e)
  if #e:units{ side = "friendly", trait = "Teiwaz", linked = true } == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less AP", e:units{ side = "enemy", max_ap = 2 })
  if target then e:destroy(target) end
end)
