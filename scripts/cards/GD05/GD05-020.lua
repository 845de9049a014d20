-- GD05-020 Nu Gundam
-- 【During Pair】This Unit gains <Breach 3>.
-- (During your turn, when this Unit destroys an enemy Unit with battle damage, deal the specified
-- amount of damage to the first card in that opponent's shield area.)
-- 【Deploy】If there are 2 or more (Londo Bell) cards in your trash, place 1 EX Resource.

card:during_pair{
  keywords = { breach = 3 },
}

card:deploy{
  condition = { count = "trash", trait = "Londo Bell", min = 2 }, -- 10-2-1
  run = function(e) e:place_resource{ ex = true } end,
}
