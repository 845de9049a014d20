-- GD03-068 Gundam Hajiroboshi
-- While a friendly Base is in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:constant{
  -- an EX Base is a Base too (Q11)
  condition = { count = "base", side = "friendly", min = 1 },
  keywords = { "blocker" },
}
