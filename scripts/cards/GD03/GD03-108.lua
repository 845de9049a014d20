-- GD03-108 How Many Miles to the Battlefield?
-- 【Main】Deploy 1 [Hy-Gogg]((Cyclops Team)･AP2･HP1) Unit token.
-- 【Pilot】[Gabriel Ramirez Garcia] (the core lets it be paired as a Pilot)

card:main(function(e)
  e:deploy_token("T-013") -- Hy-Gogg, active
end)
