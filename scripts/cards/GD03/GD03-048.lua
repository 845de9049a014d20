-- GD03-048 GFreD
-- 【Burst】If there are 3 or less enemy Shields, deploy 1 rested [GFreD]((Zeon)･AP4･HP3) Unit token.

card:burst(function(e)
  -- the Shields of every enemy together (12-2-6)
  if e:count("shields", { side = "enemy" }) <= 3 then
    e:deploy_token("T-020", { rested = true }) -- GFreD
  end
end)
