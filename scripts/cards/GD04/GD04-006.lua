-- GD04-006 V-Dash Gundam
-- <Breach 3> (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage
-- to the first card in that opponent's shield area.)
-- 【Activate･Main】【Once per Turn】Rest 1 of your other (League Militaire) Units：Choose 1 enemy Unit
-- with 4 or less HP. Rest it.

card:activate_main{
  once_per_turn = true,
  rest = { count = 1, trait = "League Militaire", other = true },
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  run = function(e, target) e:rest(target) end,
}
