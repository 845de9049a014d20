-- GD05-106 Mutual Attraction: 【Main】When playing this card, choose 1 of the following effects and
-- activate it: ■Place 1 rested Resource.  ■Choose 1 Pilot card that is Lv.5 or higher from your
-- trash. Add it to your hand.

local function board(trash)
  return game{ p1 = { deck = 10, resources = 3, resource_deck = {"R-001", "R-001"}, hand = {{"GD05-106", as = "cmd"}},
                      trash = trash },
               p2 = { deck = 10 } }
end

scenario({"13-2-3-1", "10-2-2"}, "GD05-106 Mutual Attraction: place 1 rested Resource", function()
  local g = board{ {"GD05-085", as = "amuro"} }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("Place 1 rested Resource")
  g:expect_count(1, "resources", 4)
  local res = g:cards(1, "resources")
  ok(g:rested(res[#res]))
  g:expect_loc("amuro", "trash")
end)

scenario({"13-2-3-1", "10-2-2"}, "GD05-106 Mutual Attraction: a Pilot card Lv.5 or higher from the trash", function()
  local g = board{ {"GD05-085", as = "amuro"}, {"GD05-083", as = "lv3"}, {"GD05-093", as = "char"} }
  g:choose("play " .. c(g, "cmd"))
  g:choose("Pilot card")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "amuro"))
  g:expect_option(c(g, "char"))
  g:expect_no_option(c(g, "lv3"))
  g:choose(c(g, "char"))
  g:expect_loc("char", "hand")
  g:expect_count(1, "resources", 3)
end)

scenario({"13-2-3-1", "10-2-2"}, "GD05-106 Mutual Attraction: no Pilot card Lv.5 or higher: a rested Resource, without asking", function()
  local g = board{ {"GD05-083", as = "lv3"} }
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "resources", 4)
  g:expect_loc("lv3", "trash")
end)
