-- GD02-044 Daughtress Command
-- 【Destroyed】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

local ANOTHER_NEW_UNE = { side = "your", trait = "New UNE", other = true }

card:destroyed(function(e)
  -- this Unit is in the trash now: every (New UNE) Unit of yours in play is another one
  if #e:units(ANOTHER_NEW_UNE) > 0 then
    e:deploy_token("T-012", { rested = true }) -- Daughtress
  end
end)
