-- ST09-004 Freedom Gundam
-- <Blocker> (the core handles it)
-- While a friendly Base in play, this Unit gains <Suppression>.
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)

card:constant{
  -- an EX Base is a Base (Q11); a teammate's Base is friendly (12-3-10)
  condition = { count = "base", side = "friendly", min = 1 },
  keywords = { "suppression" },
}
