-- GD05-038 Gundam Throne Eins (GN High Mega Launcher)
-- 【During Link】This Unit gains <Suppression>.
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- 【Activate･Main】【Once per Turn】Rest 3 of your (CB) Units：Choose 1 enemy Unit. Deal 4 damage to it.

card:during_link{ keywords = { "suppression" } }

card:activate_main{
  once_per_turn = true,
  rest = { count = 3, trait = "CB" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 4) end,
}
