-- GD03-024 Hy-Gogg
-- 【When Linked】If you have another (Cyclops Team) Unit in play, deploy 1 rested
-- [Hy-Gogg]((Cyclops Team)･AP2･HP1) Unit token.

card:when_linked{
  -- "another (Cyclops Team) Unit": Hy-Gogg is one itself, so 2 or more with it
  condition = { count = "battle", trait = "Cyclops Team", min = 2 },
  run = function(e)
    e:deploy_token("T-013", { rested = true })
  end,
}
