-- GD04-069 ∀ Gundam: <Blocker>.  【During Link】At the end of a turn where you have paid ① or more
-- for one of your other (Militia)/(Dianna Counter) Units' effects, choose 1 of your (Militia)
-- Units. Set it as active.
-- Props: GD04-097 Loran Cehack (links [Loran Cehack]), TEST-A19-003 (Militia; 【Activate･Main】①:
-- Draw 1), GD04-076 Hipheavy (Militia).
use_cards("tests/data/cards/api19.json")

scenario({"7-6-4", "13-2-12-1"}, "GD04-069 ∀ Gundam: ① paid for another (Militia) Unit's effect this turn: a (Militia) Unit set active at its end",
         function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD04-069", pilot = "GD04-097", as = "turn_a"}, {"TEST-A19-003", as = "payer"},
                                   {"GD04-076", rested = true, as = "hipheavy"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("turn_a"))
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:end_main()
  g:choose(c(g, "hipheavy"))
  g:expect_state{ active = 2 }
  ok(not g:rested("hipheavy"))
end)

scenario({"7-6-4"}, "GD04-069 ∀ Gundam: nothing paid this turn: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD04-069", pilot = "GD04-097", as = "turn_a"}, {"TEST-A19-003", as = "payer"},
                                   {"GD04-076", rested = true, as = "hipheavy"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ active = 2 }
  ok(g:rested("hipheavy"))
end)
