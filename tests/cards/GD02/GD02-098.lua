-- GD02-098 Quattro Bajeena: this card's name is also treated as [Char Aznable].  【Burst】Add this
-- card to your hand.  【When Linked】If this is an (AEUG) Unit, draw 1. If you do, discard 1.
-- Props: GD02-032 White Gundam (link [Char Aznable]), GD02-072 Hyaku-Shiki (AEUG, link [Quattro
-- Bajeena]), GD01-013 Gundam (link [Amuro Ray]), TEST-A19-013 (【Main】If you have a Pilot with
-- "Char" in its card name in play, draw 1.)
use_cards("tests/data/cards/api19.json")

scenario({"2-2-3", "3-2-6"}, "GD02-098 Quattro Bajeena: his second name links a [Char Aznable] Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-098", as = "quattro"}}, battle = {{"GD02-032", as = "white"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "quattro") .. " " .. c(g, "white"))
  ok(g:linked("white"), "[Char Aznable]: linked by his second name")
  g:expect_count(1, "hand", 0)          -- White Gundam is no (AEUG) Unit: no draw
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-098", as = "quattro"}}, battle = {{"GD01-013", as = "gundam"}} },
                  p2 = { deck = 10 } }
  h:choose("pair " .. c(h, "quattro") .. " " .. c(h, "gundam"))
  ok(not h:linked("gundam"))
end)

scenario({"13-2-11-1", "5-20-1"}, "GD02-098 Quattro Bajeena: linked with an (AEUG) Unit: draw 1, discard 1", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-098", as = "quattro"}, "ST01-005"},
                         battle = {{"GD02-072", as = "hyaku"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "quattro") .. " " .. c(g, "hyaku"))
  ok(g:linked("hyaku"))
  g:expect_count(1, "hand", 2)
  g:choose(1)
  g:expect_count(1, "hand", 1)
end)

scenario({"2-2-3"}, "GD02-098 Quattro Bajeena: a filter by name finds him as Char", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-013", as = "t"}},
                         battle = {{"GD02-072", pilot = "GD02-098", as = "hyaku"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "t"))
  g:expect_count(1, "hand", 1)
end)
