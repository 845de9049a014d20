-- GD04-037 Gundam Kyrios (Trans-Am)
-- While you have a red (Super Soldier) Pilot in play, this Unit gains <First Strike>.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)
-- While you have a green (Super Soldier) Pilot in play, this Unit gains <Breach 3>.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

-- A Pilot is in play while it is paired with one of your Units (3-3-3); "a red Pilot" is the
-- Pilot card's own color (2-4-3: the Unit's color is not the Pilot's).  Decided in C: these
-- conditions are asked often.

card:constant{
  condition = { pilot_in_play = { color = "Red", trait = "Super Soldier" } },
  keywords = { "first strike" },
}

card:constant{
  condition = { pilot_in_play = { color = "Green", trait = "Super Soldier" } },
  keywords = { breach = 3 },
}
