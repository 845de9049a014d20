-- GD03-038 GuAIZ (Commander Type): 【Activate･Main】<Support 1>.  During your turn, when this Unit is
-- rested by an effect, choose 1 of your (ZAFT) Units. It gets AP+2 during this turn.
-- Props: TEST-A19-007 (【Main】Choose 1 Unit. Rest it.), ST04-008 Ginn (ZAFT, AP2).
use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "5-4-1"}, "GD03-038 GuAIZ (Commander Type): rested by an effect in your turn: a (ZAFT) Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-007", as = "rest"}},
                         battle = {{"GD03-038", as = "guaiz"}, {"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "rest"))
  g:choose(c(g, "guaiz"))
  g:expect_decision{ kind = "choose", player = 1 }   -- GuAIZ or Ginn, both (ZAFT)
  g:choose(c(g, "ginn"))
  eq(g:ap("ginn"), 4)
end)

scenario({"13-1-3-1", "8-2-1"}, "GD03-038 GuAIZ (Commander Type): not rested by its <Support> or its attack", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-038", as = "guaiz"}, {"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("activate " .. c(g, "guaiz") .. " 0")    -- <Support 1>: rest it (a cost)
  g:choose(c(g, "ginn"))
  ok(g:rested("guaiz"))
  eq(g:ap("ginn"), 3, "2 + <Support 1> only")
  local h = game{ p1 = { deck = 10, battle = {{"GD03-038", as = "guaiz"}, {"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10, shields = 2 } }
  h:choose("attack " .. c(h, "guaiz") .. " p2")
  while h:has_option("pass") do h:pass() end
  eq(h:ap("ginn"), 2)
end)
