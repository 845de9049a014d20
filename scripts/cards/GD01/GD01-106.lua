-- GD01-106 Fortress Defense
-- 【Main】Deploy 2 [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit tokens.
-- 【Pilot】[Dozle Zabi] (the core lets it be paired as a Pilot)

card:main(function(e)
  e:deploy_token("T-007", { count = 2 }) -- both at once (11-4-2-2)
end)
