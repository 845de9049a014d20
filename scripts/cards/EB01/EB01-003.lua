-- EB01-003 Narrative Gundam A-Packs (EX)
-- <Repair 2> (the core handles it)
-- At the end of your turn, if this Unit is rested, rest all Units. If this effect rested 3 or more
-- Units, draw 1.

local function rested(e) return e:is_rested(e.unit) end

card:turn_end{
  condition = rested,
  run = function(e)
    if not rested(e) then return end
    -- rest all Units (every player's); only the active ones are rested by this effect
    local active = e:units{ side = "any", active = true }
    for _, u in ipairs(active) do e:rest(u) end
    if #active >= 3 then e:draw(1) end
  end,
}
