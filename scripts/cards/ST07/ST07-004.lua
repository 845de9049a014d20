-- ST07-004 Gundam Virtue
-- While you have a (CB) Pilot in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

-- A Pilot is in play while it is paired with one of your Units (3-3-3); a Command card paired as
-- a Pilot (3-4-6) is a Pilot too.  (The filters are made once, when the script loads.)
local YOUR_PAIRED_UNITS = { side = "your", paired = true }
local CB = { trait = "CB" }

local function cb_pilot_in_play(e)
  for _, unit in ipairs(e:units(YOUR_PAIRED_UNITS)) do
    if e:matches(e:pilot(unit), CB) then return true end
  end
  return false
end

card:constant{
  condition = cb_pilot_in_play,
  keywords = { "blocker" },
}
