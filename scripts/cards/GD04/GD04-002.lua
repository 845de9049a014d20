-- GD04-002 Penelope (Flight Form)
-- During your turn, all your (Earth Federation) Units get AP+1.
-- 【Deploy】During this turn, when one of your (Earth Federation) Units destroys an enemy Unit with
-- battle damage, choose 1 enemy Unit with 5 or less HP. Rest it.

card:constant{
  condition = { turn = "your" },
  applies = { side = "your", trait = "Earth Federation" },
  ap = 1,
}

card:deploy(function(e) e:grant_player_rule(e.me, 3, "turn") end)

-- 3: the effect it gives you for the turn (a delayed trigger)
card:on("battle_destroyed", {
  condition = false,
  card = { side = "your", trait = "Earth Federation" },
  filter = function(e) return e:matches(e.event_card2, { side = "enemy" }) end,
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  rest_it = true, -- Rest it.
})
