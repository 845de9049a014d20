-- ST08-002 Ξ Gundam
-- 【Deploy】Choose 1 enemy Unit. Deal 1 damage to it.
--
-- The same text as GD01-052 Geara Zulu (Guards Type): a copy of scripts/cards/GD01/GD01-052.lua
-- (a card script can't load another card's script: the sandbox has no loadfile or require).

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
