-- GD02-043 Daughtress Weapon
-- 【Deploy】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

card:deploy(function(e)
  if #e:units{ side = "your", trait = "New UNE", exclude = e.unit } > 0 then
    e:deploy_token("T-012", { rested = true }) -- Daughtress
  end
end)
