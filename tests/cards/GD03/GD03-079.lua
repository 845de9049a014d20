-- GD03-079 G-Defenser: when you rest your Base with one of your Units' effects, you may rest this
-- Unit instead.
-- Props: GD02-069 Zeta Gundam (its 【Activate･Main】 rests your Base; "If you do" ...), GD02-097
-- Kamille Bidan (links it), ST01-015 White Base, TEST-A19-007 (【Main】Choose 1 Unit. Rest it. -- a
-- Command, not a Unit).
use_cards("tests/data/cards/api19.json")

scenario({"10-1-9-1", "5-20-1"}, "GD03-079 G-Defenser: rested instead of your Base, and it still counts as done", function()
  local g = game{ p1 = { deck = 10, base = {{"ST01-015", as = "wb"}},
                         battle = {{"GD02-069", pilot = "GD02-097", rested = true, as = "zeta"}, {"GD03-079", as = "gdef"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "zeta") .. " 1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  ok(g:rested("gdef"))
  ok(not g:rested("wb"), "the Base stays active")
  ok(not g:rested("zeta"), "\"If you do\": Zeta is set active")
end)

scenario({"10-1-9-1", "10-1-3"}, "GD03-079 G-Defenser: 'you may'; not a Unit rested; not when rested already", function()
  local g = game{ p1 = { deck = 10, base = {{"ST01-015", as = "wb"}},
                         battle = {{"GD02-069", pilot = "GD02-097", rested = true, as = "zeta"}, {"GD03-079", as = "gdef"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "zeta") .. " 1")
  g:choose("no")
  ok(g:rested("wb"))
  ok(not g:rested("gdef"))
  local h = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-007", as = "rest"}},
                         battle = {{"GD03-079", as = "gdef"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "rest"))
  h:choose(c(h, "gm"))
  ok(h:rested("gm"))                    -- a Unit, not your Base: no question
  local k = game{ p1 = { deck = 10, base = {{"ST01-015", as = "wb"}},
                         battle = {{"GD02-069", pilot = "GD02-097", rested = true, as = "zeta"}, {"GD03-079", rested = true, as = "gdef"}} },
                  p2 = { deck = 10 } }
  k:choose("activate " .. c(k, "zeta") .. " 1")
  ok(k:rested("wb"), "a rested G-Defenser can't be rested instead")
end)
