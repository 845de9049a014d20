-- GD05-053 Quess's Jagd Doga
-- 【Destroyed】If this Unit is destroyed by one of your (Neo Zeon) card's effects, add it from your
-- trash to your hand.

card:destroyed(function(e) e:to_hand(e.card) end, {
  by_effect = true, source = { side = "your", trait = "Neo Zeon" },
})
