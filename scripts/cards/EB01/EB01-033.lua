-- EB01-033 Taurus (Sanc Kingdom)
-- 【Activate･Action】【Once per Turn】①：Choose 1 other Unit that is being attacked. It gets AP+1
-- during this battle.

card:activate_action{
  cost = 1,
  once_per_turn = true,
  run = function(e)
    -- the Unit that is the attack target of the battle now (none outside a battle, or when a
    -- player is attacked); "other": not this Unit
    local _, attacked = e:battle()
    local cands = {}
    if attacked and attacked ~= e.unit then cands[1] = attacked end
    local target = e:choose_one("Choose 1 other Unit that is being attacked", cands)
    if target then e:modify(target, { ap = 1 }, "battle") end
  end,
}
