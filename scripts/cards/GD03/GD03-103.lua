-- GD03-103 Field Directive
-- 【Burst】Choose 1 enemy Unit with 2 or less HP. Rest it.
-- 【Main】If 3 or more enemy Units are in play, choose 1 rested enemy Unit. Deal 2 damage to it.

card:burst{
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  rest_it = true, -- Rest it.
}

-- the "If" is no target (10-1-8-1-1): with fewer than 3 enemy Units the Command may be played
-- and does nothing; with 3 or more, a rested enemy Unit must be there to choose
card:main{
  condition = { count = "battle", side = "enemy", min = 3 },
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  damage_it = 2, -- Deal 2 damage to it.
}
