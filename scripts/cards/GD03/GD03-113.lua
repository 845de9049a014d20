-- GD03-113 Human Karma
-- 【Main】/【Action】Choose 1 active friendly Unit. Rest it. If you do, choose 1 enemy Unit whose Lv.
-- is equal to or lower than the Unit rested with this ability. Deal 3 damage to it.

card:main_action{
  -- the active friendly Unit is the target before "If you do": without one the card can't be
  -- played (10-1-8-1-2); the enemy Unit after it is not needed to play it
  target = { "Choose 1 active friendly Unit", side = "friendly", active = true },
  run = function(e, mine)
    e:rest(mine)
    -- If you do:
    local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than the rested Unit",
                                e:units{ side = "enemy", max_level = e:level(mine) })
    if target then e:damage(target, 3) end
  end,
}
