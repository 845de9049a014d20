-- GD03-104 Reccoa's Shadow
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Rest it. If a friendly (Jupitris) Link
-- Unit is in play, choose 1 to 2 enemy Units with 3 or less HP instead.
-- 【Pilot】[Reccoa Londe] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  -- 10-1-9-1-1: with a friendly (Jupitris) Link Unit, "1 to 2" replaces "1"
  local max = #e:units{ side = "friendly", trait = "Jupitris", linked = true } > 0 and 2 or 1
  local targets = e:choose(max == 2 and "Choose 1 to 2 enemy Units with 3 or less HP"
                                     or "Choose 1 enemy Unit with 3 or less HP",
                           e:units{ side = "enemy", max_hp = 3 }, { min = 1, max = max })
  for _, target in ipairs(targets) do e:rest(target) end
end)
