-- GD04-067 ∀ Gundam
-- 【Activate･Main】【Once per Turn】①：Choose 1 Unit card with <Repair>/<Breach>/<First Strike>/
-- <Support>/<High-Maneuver>/<Suppression>/<Blocker> from any player's trash. During this turn, this
-- Unit gets AP+1 and all <Repair>/<Breach>/<First Strike>/<Support>/<High-Maneuver>/<Suppression>/
-- <Blocker> on that Unit card.

local keywords = { "repair", "breach", "support", "first strike", "high-maneuver", "suppression", "blocker" }
local amounts = { repair = true, breach = true, support = true }

card:activate_main{
  once_per_turn = true, cost = 1,
  target = { "Choose 1 Unit card with a keyword effect from any player's trash", from = "trash",
             side = "any", type = "unit", keyword = "any" },
  run = function(e, target)
    e:modify(e.unit, { ap = 1 })
    for _, kw in ipairs(keywords) do
      local n = e:keyword_amount(target, kw)
      if n > 0 and amounts[kw] then
        e:grant(e.unit, kw, n)
      elseif n > 0 then
        e:grant(e.unit, kw)
      end
    end
  end,
}
