-- GD05-051 Gundam Barbatos Lupus Rex
-- Increase this Unit's AP by an amount equal to the amount of damage it has received.
-- At the end of your turn, you may choose 1 of your (Tekkadan) Units. Deal 1 damage to it. Set it
-- as active.

card:constant{
  ap = function(e) return e:damage_of(e.unit) end,
}

-- Barbatos Lupus Rex is a (Tekkadan) Unit: it may choose itself.
card:turn_end(function(e)
  local unit = e:choose_one("You may choose 1 of your (Tekkadan) Units", e:units{ side = "your", trait = "Tekkadan" }, true)
  if not unit then return end
  e:damage(unit, 1)
  e:set_active(unit) -- (destroyed by the damage, it is out of reach: nothing)
end)
