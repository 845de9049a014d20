-- GD04-017 Zeong
-- 【When Paired･(Newtype) Pilot】Deploy 2 [Wire-Guided Arm]((Zeon)･AP2･HP1･This Unit can't be
-- paired with a Pilot) Unit tokens.
-- 【Destroyed】Deploy 1 rested [Zeong (Head)]((Zeon)･AP3･HP1) Unit token.

card:when_paired{
  pilot = { trait = "Newtype" },
  run = function(e) e:deploy_token("T-022", { count = 2 }) end, -- both at once (11-4-2-2)
}

card:destroyed{ deploy_token = { "T-023", rested = true } } -- Deploy 1 rested [Zeong (Head)] Unit token.
