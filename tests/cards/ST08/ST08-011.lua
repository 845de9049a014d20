-- ST08-011 Lane Aim: when you draw with an effect, if this is a blue Unit, it gains <High-Maneuver>
-- during this turn.  【Burst】Add this card to your hand.
-- Props: TEST-A19-008 (【Main】Draw 1), ST08-007 Penelope (blue, link [Lane Aim]), ST04-005 Strike
-- Dagger (white), GD01-072 (a <Blocker>).
use_cards("tests/data/cards/api19.json")

scenario({"5-14-1", "13-1-6-1"}, "ST08-011 Lane Aim: you draw with an effect: her blue Unit gains <High-Maneuver> this turn", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-008", as = "draw"}},
                         battle = {{"ST08-007", pilot = "ST08-011", as = "penelope"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("penelope", "high-maneuver"), false)
  g:choose("play " .. c(g, "draw"))
  eq(g:keyword("penelope", "high-maneuver"), true)
  g:next_turn()
  eq(g:keyword("penelope", "high-maneuver"), false)
end)

scenario({"7-3-1", "5-14-1"}, "ST08-011 Lane Aim: not the draw phase's draw; not a white Unit", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST08-007", pilot = "ST08-011", as = "penelope"}} },
                  p2 = { deck = 10 } }
  g:next_turn()                          -- P1's draw phase
  eq(g:keyword("penelope", "high-maneuver"), false)
  local h = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-008", as = "draw"}},
                         battle = {{"ST04-005", pilot = "ST08-011", as = "dagger"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "draw"))
  eq(h:keyword("dagger", "high-maneuver"), false)
end)
