-- GD03-117 Orga's Order
-- 【Main】If 1 to 4 enemy Units are in play, deploy 1 [Graze Custom]((Tekkadan)･AP2･HP2) Unit token.
-- If 5 or more are in play, deploy 1 [Gundam Barbatos 4th Form]((Tekkadan)･AP4･HP4) Unit token.

card:main(function(e)
  local n = #e:units{ side = "enemy" }
  if n >= 5 then
    e:deploy_token("T-017") -- Gundam Barbatos 4th Form
  elseif n >= 1 then
    e:deploy_token("T-016") -- Graze Custom
  end
end)
