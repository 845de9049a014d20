-- GD02-053 Gundam X
-- <Suppression> (the core handles it)
-- 【During Link】During your turn, while there are 7 or more cards in your trash, all your other
-- (Vulture) Units get AP+2.

card:during_link{
  condition = { turn = "your", count = "trash", min = 7 },
  applies = function(e, target)
    return target ~= e.unit and e:matches(target, { side = "your", trait = "Vulture" })
  end,
  ap = 2,
}
