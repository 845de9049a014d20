-- ST08-008 Gustav Karl Type-00
-- While 3 or more enemy Units are in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:constant{
  -- every enemy's Units together (12-2-6); in a two-player game, the opponent's
  condition = { count = "battle", side = "enemy", min = 3 },
  keywords = { "blocker" },
}
