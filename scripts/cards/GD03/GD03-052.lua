-- GD03-052 Gundam Virtue
-- 【Activate･Main】<Support 2> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount)
-- during this turn.)
-- When this Unit deals battle damage to an enemy Unit that is Lv.5 or lower, if you have a (CB)
-- Pilot in play, destroy that enemy Unit.
-- (<Support 2> is the core's, 13-1-3.)

local function cb_pilot_in_play(e)
  for _, u in ipairs(e:units{ side = "your" }) do
    local pilot = e:pilot(u)
    if pilot and e:has_trait(pilot, "CB") then return true end
  end
  return false
end

card:on("damaged", function(e) e:destroy(e.event_card) end, {
  source = "self", battle = true,
  card = { side = "enemy", type = "unit", max_level = 5 },
  condition = cb_pilot_in_play,
})
