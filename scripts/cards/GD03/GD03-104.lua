-- GD03-104 Reccoa's Shadow
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Rest it. If a friendly (Jupitris) Link
-- Unit is in play, choose 1 to 2 enemy Units with 3 or less HP instead.
-- 【Pilot】[Reccoa Londe] (the core lets it be paired as a Pilot)

local FRIENDLY_JUPITRIS_LINK = { side = "friendly", trait = "Jupitris", linked = true }

card:main_action{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  run = function(e, first)
    -- 10-1-9-1-1: with a friendly (Jupitris) Link Unit, "1 to 2" instead of "1": the first Unit
    -- is chosen above, a second one may be chosen now, and both are rested
    local second
    if #e:units(FRIENDLY_JUPITRIS_LINK) > 0 then
      second = e:choose_one("You may choose a second enemy Unit with 3 or less HP",
                            e:units{ side = "enemy", max_hp = 3, exclude = first }, true)
    end
    e:rest(first)
    if second then e:rest(second) end
  end,
}
