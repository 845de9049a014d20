-- GD03-073 Graze Ein
-- <Blocker> (the core handles it)
-- 【During Link】【Activate･Action】【Once per Turn】If there are 6 or more (Gjallarhorn) cards in
-- your trash, choose 1 enemy Unit battling this Unit. It gets AP-3 during this battle.

-- The enemy Unit in battle with this Unit: the one it attacks, or the one attacking it (or the
-- attack it blocked).
local function battling_enemy(e)
  local attacker, target = e:battle()
  local other = (attacker == e.unit and target) or (target == e.unit and attacker) or nil
  if other and e:matches(other, { side = "enemy" }) then return { other } end
  return {}
end

card:activate_action{
  during = "link", once_per_turn = true,
  condition = { count = "trash", trait = "Gjallarhorn", min = 6 },
  run = function(e)
    -- no enemy Unit battling this Unit: it can't be activated (10-2-2)
    local target = e:choose_one("Choose 1 enemy Unit battling this Unit", battling_enemy(e))
    if target then e:modify(target, { ap = -3 }, "battle") end
  end,
}
