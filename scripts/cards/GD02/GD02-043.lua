-- GD02-043 Daughtress Weapon
-- 【Deploy】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

local ANOTHER_NEW_UNE = { side = "your", trait = "New UNE", other = true }

card:deploy(function(e)
  if #e:units(ANOTHER_NEW_UNE) > 0 then
    e:deploy_token("T-012", { rested = true }) -- Daughtress
  end
end)
