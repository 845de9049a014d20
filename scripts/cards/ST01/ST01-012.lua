-- ST01-012 Thoroughly Damaged
-- 【Main】Choose 1 rested enemy Unit. Deal 1 damage to it.
-- 【Pilot】[Hayato Kobayashi] (the core lets it be paired as a Pilot)

card:main(function(e)
  local target = e:choose_one("Choose 1 rested enemy Unit",
                              e:units{ side = "enemy", rested = true })
  if target then e:damage(target, 1) end
end)
