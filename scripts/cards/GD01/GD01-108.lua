-- GD01-108 Strategic Arms
-- 【Main】Deal 2 damage to all Units with <Blocker>.

card:main(function(e)
  e:damage_all(e:units{ side = "any", keyword = "blocker" }, 2)
end)
