-- GD05-052 Sazabi: 【Deploy】You may choose 1 of your other Units. Destroy it. If you do, place the
-- top 3 cards of your deck into your trash. Add 1 (Neo Zeon) Unit card you placed from your deck
-- with this effect to your hand.

local function board(deck, trash, battle)
  return game{ p1 = { deck = deck, trash = trash, resources = 5, hand = {{"GD05-052", as = "sazabi"}},
                      battle = battle or {{"ST01-005", as = "gm"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-6-1", "5-20-1"}, "GD05-052 Sazabi: destroy another Unit, 3 cards to the trash, a (Neo Zeon) Unit card of them to the hand",
         function()
  local g = board({ {"ST01-005", as = "fourth"}, {"GD05-061", as = "geara1"}, {"GD05-116", as = "cmd"}, {"GD05-062", as = "hizack"} },
                  { {"GD05-063", as = "old"} })
  g:choose("play " .. c(g, "sazabi"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "sazabi"))    -- "other"
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "geara1"))
  g:expect_option(c(g, "hizack"))
  g:expect_no_option(c(g, "cmd"))       -- a (Neo Zeon) Command card
  g:expect_no_option(c(g, "old"))       -- in the trash before: not placed by this effect
  g:choose(c(g, "hizack"))
  g:expect_loc("hizack", "hand")
  g:expect_loc("geara1", "trash")
  g:expect_loc("cmd", "trash")
  g:expect_loc("fourth", "deck")
  g:expect_count(1, "trash", 1 + 1 + 2)
end)

scenario({"13-2-6-1", "10-1-3", "5-20-1"}, "GD05-052 Sazabi: declined, or no other Unit: the deck is untouched", function()
  local g = board({ "ST01-005", "ST01-005", "GD05-061" }, nil)
  g:choose("play " .. c(g, "sazabi"))
  g:choose({})
  g:expect_loc("gm", "battle")
  g:expect_count(1, "deck", 3)
  g = board({ "ST01-005", "ST01-005", "GD05-061" }, nil, {})
  g:choose("play " .. c(g, "sazabi"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "deck", 3)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD05-052 Sazabi: no (Neo Zeon) Unit card among the 3: all stay in the trash", function()
  local g = board({ "ST01-005", "ST01-005", "GD05-116", "ST01-005" }, nil)
  g:choose("play " .. c(g, "sazabi"))
  g:choose(c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "trash", 4)
  g:expect_count(1, "hand", 0)
end)
