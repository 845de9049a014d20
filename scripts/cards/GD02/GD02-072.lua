-- GD02-072 Hyaku-Shiki
-- <Blocker> (the core handles it)
-- While a friendly white Base is in play, this Unit gains <Repair 1>.

card:constant{
  condition = { count = "base", side = "friendly", color = "White" },
  keywords = { repair = 1 },
}
