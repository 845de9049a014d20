-- GD03-048 GFreD
-- 【Burst】If there are 3 or less enemy Shields, deploy 1 rested [GFreD]((Zeon)･AP4･HP3) Unit token.

-- "If there are 3 or less enemy Shields" is the whole effect's condition (10-2-1): with more,
-- the 【Burst】 is not activated (Q100).  The Shields of every enemy together (12-2-6).
card:burst{
  condition = function(e) return e:count("shields", { side = "enemy" }) <= 3 end,
  run = function(e) e:deploy_token("T-020", { rested = true }) end, -- GFreD
}
