-- GD02-069 Zeta Gundam
-- 【During Link】【Activate･Main】【Once per Turn】Choose 1 active friendly Base. Rest it. If you do,
-- set this Unit as active. It can't choose the enemy player as its attack target during this turn.

card:activate_main{
  during = "link", once_per_turn = true,
  target = { "Choose 1 active friendly Base", from = "base", side = "friendly", active = true },
  run = function(e, base)
    if e:rest(base) then -- (true also when another card is rested instead: 10-1-9)
      e:set_active(e.unit)
      e:forbid(e.unit, "attack player")
    end
  end,
}
