-- GD02-120 Aspiring Pilot
-- 【Action】Choose 1 of your (AEUG) Units/Bases. It recovers 2 HP.
-- 【Pilot】[Fa Yuiry] (the core lets it be paired as a Pilot)

card:action(function(e)
  local cands = e:units{ side = "your", trait = "AEUG" }
  for _, base in ipairs(e:cards("base", { trait = "AEUG" })) do cands[#cands + 1] = base end
  local target = e:choose_one("Choose 1 of your (AEUG) Units/Bases", cands)
  if target then e:recover(target, 2) end
end)
