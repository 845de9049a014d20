-- GD01-103 The Stubborn Cog
-- 【Main】Choose 1 active friendly (Earth Federation) Unit and 1 active enemy Unit. Rest them.
-- 【Pilot】[Daguza Mackle] (the core lets it be paired as a Pilot)

card:main(function(e)
  -- both targets are chosen first: without either, the Command can't be played (10-1-8-1-1)
  local mine = e:choose_one("Choose 1 active friendly (Earth Federation) Unit",
                            e:units{ side = "friendly", active = true, trait = "Earth Federation" })
  local theirs = e:choose_one("Choose 1 active enemy Unit", e:units{ side = "enemy", active = true })
  if mine then e:rest(mine) end
  if theirs then e:rest(theirs) end
end)
