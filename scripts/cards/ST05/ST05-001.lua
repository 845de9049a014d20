-- ST05-001 Gundam Barbatos 4th Form
-- 【Deploy】Choose 1 of your other Units. Deal 1 damage to it. It gets AP+1 during this turn.
-- While this is damaged, it gains <Suppression>.
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)

card:deploy(function(e)
  local target = e:choose_one("Choose 1 of your other Units", e:units{ side = "your", exclude = e.unit })
  if not target then return end
  e:damage(target, 1)
  -- a Unit the damage destroyed is gone (4-1-5): the AP+1 then reaches nothing
  e:modify(target, { ap = 1 }, "turn")
end)

card:constant{
  condition = function(e) return e:damage_of(e.unit) > 0 end,
  keywords = { "suppression" },
}
