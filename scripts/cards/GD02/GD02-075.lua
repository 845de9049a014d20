-- GD02-075 Rick Dias (Red)
-- 【Attack】Choose 1 active friendly Base. Rest it. If you do, choose 1 enemy Unit that is Lv.4 or
-- lower. It gets AP-2 during this battle.

card:attack{
  target = { "Choose 1 active friendly Base", from = "base", side = "friendly", active = true },
  run = function(e, base)
    e:rest(base)
    if not e:is_rested(base) then return end -- "If you do" (5-20-1)
    local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower",
                                e:units{ side = "enemy", max_level = 4 })
    if target then e:modify(target, { ap = -2 }, "battle") end
  end,
}
