-- GD03-015 Baund Doc
-- 【Activate･Main】【Once per Turn】Exile 3 (Titans) cards from your trash: This Unit gains <Breach 4>
-- during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the first
-- card in that opponent's shield area.)

card:activate_main{
  once_per_turn = true,
  exile = { count = 3, trait = "Titans" },
  gains = { "breach", 4 }, -- This Unit gains <Breach 4> during this turn.
}
