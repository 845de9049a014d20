-- GD04-051 Gundam Airmaster Burst
-- 【During Pair･(Vulture) Pilot】If there are 7 or more cards in your trash, this Unit may choose
-- an active enemy Unit with a keyword effect as its attack target.

-- The keyword effects are those of 13-1 (<Development> is only ever inside a timing, 13-1-8-1).
local KEYWORDS = { "repair", "breach", "support", "blocker", "first strike", "high-maneuver",
                   "suppression" }

card:constant{
  during = "pair",
  pilot = { trait = "Vulture" },
  condition = { count = "trash", min = 7 },
  attack_active = function(e, attacker, target)
    for _, kw in ipairs(KEYWORDS) do
      if e:has_keyword(target, kw) then return true end
    end
    return false
  end,
}
