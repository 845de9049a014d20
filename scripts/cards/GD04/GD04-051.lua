-- GD04-051 Gundam Airmaster Burst
-- 【During Pair･(Vulture) Pilot】If there are 7 or more cards in your trash, this Unit may choose an
-- active enemy Unit with a keyword effect as its attack target.

card:during_pair{
  pilot = { trait = "Vulture" },
  condition = { count = "trash", min = 7 },
  attack_active = function(e, attacker, target) return e:matches(target, { keyword = "any" }) end,
}
