-- GD03-023 G-Bouncer: when you place an EX Resource, choose 1 of your (AGE System) Units. It gains
-- <High-Maneuver> during this turn.
-- Props: TEST-A19-009 (【Main】Place 1 EX Resource), GD02-029 Gundam AGE-1 Normal (AGE System).
use_cards("tests/data/cards/api19.json")

scenario({"5-17-3-2-1", "13-1-6-1"}, "GD03-023 G-Bouncer: an EX Resource placed: an (AGE System) Unit gains <High-Maneuver>", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-009", as = "ex1"}},
                         battle = {{"GD03-023", as = "bouncer"}, {"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ex1"))
  eq(g:keyword("age1", "high-maneuver"), true)
  g:next_turn()
  eq(g:keyword("age1", "high-maneuver"), false)
end)
