-- GD04-037 Gundam Kyrios (Trans-Am)
-- While you have a red (Super Soldier) Pilot in play, this Unit gains <First Strike>.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)
-- While you have a green (Super Soldier) Pilot in play, this Unit gains <Breach 3>.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

-- A Pilot is in play while it is paired with one of your Units (3-3-3); "a red Pilot" is the
-- Pilot card's own color (2-4-3: the Unit's color is not the Pilot's).
-- (The filters are made once, when the script loads: these conditions are asked often.)
local YOUR_PAIRED_UNITS = { side = "your", paired = true }
local RED_SUPER_SOLDIER = { color = "Red", trait = "Super Soldier" }
local GREEN_SUPER_SOLDIER = { color = "Green", trait = "Super Soldier" }

local function super_soldier_pilot(e, pilot_filter)
  for _, unit in ipairs(e:units(YOUR_PAIRED_UNITS)) do
    if e:matches(e:pilot(unit), pilot_filter) then return true end
  end
  return false
end

card:constant{
  condition = function(e) return super_soldier_pilot(e, RED_SUPER_SOLDIER) end,
  keywords = { "first strike" },
}

card:constant{
  condition = function(e) return super_soldier_pilot(e, GREEN_SUPER_SOLDIER) end,
  keywords = { breach = 3 },
}
