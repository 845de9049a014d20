-- GD04-004 Psycho Gundam Mk-Ⅱ: 【Once per Turn】 draw 1 when you pair a (Cyber-Newtype) Pilot
-- with one of your blue Units.
-- Props: GD02-085 Four Murasame (blue, Cyber-Newtype; no script), GD04-091 Deux Murasame (red,
-- Cyber-Newtype), ST01-010 Amuro Ray (no Cyber-Newtype), GD04-005 GM III (blue),
-- GD04-031 Heindree (green).

scenario({"10-1-6-1", "13-2-13-1"}, "GD04-004 Psycho Gundam Mk-Ⅱ: a (Cyber-Newtype) Pilot on a blue Unit draws 1, once a turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 5,
                         hand = {{"GD02-085", as = "four"}, {"GD04-091", as = "deux"}},
                         battle = {"GD04-004", {"GD04-005", as = "gm3"}, {"GD04-005", as = "gm3b"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "four") .. " " .. c(g, "gm3"))
  g:expect_count(1, "hand", 2)   -- Deux Murasame + the card drawn
  g:expect_count(1, "deck", 9)
  g:choose("pair " .. c(g, "deux") .. " " .. c(g, "gm3b"))
  g:expect_count(1, "hand", 1)   -- 【Once per Turn】: no second draw
  g:expect_count(1, "deck", 9)
end)

scenario("10-1-6-2", "GD04-004 Psycho Gundam Mk-Ⅱ: pairing with itself counts (it is blue)", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-091", as = "deux"}},
                         battle = {{"GD04-004", as = "psycho"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "deux") .. " " .. c(g, "psycho"))
  g:expect_count(1, "deck", 9)
end)

scenario("10-1-6-2", "GD04-004 Psycho Gundam Mk-Ⅱ: not a (Cyber-Newtype) Pilot, nor a green Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5,
                         hand = {{"ST01-010", as = "amuro"}, {"GD04-091", as = "deux"}},
                         battle = {"GD04-004", {"GD04-005", as = "gm3"}, {"GD04-031", as = "heindree"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gm3"))
  if g:decision().kind == "choose" then g:choose(1) end -- Amuro's own 【When Paired】, if any
  g:expect_count(1, "deck", 10)
  g:choose("pair " .. c(g, "deux") .. " " .. c(g, "heindree"))
  g:expect_count(1, "deck", 10)
end)
