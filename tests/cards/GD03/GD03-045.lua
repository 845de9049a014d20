-- GD03-045 Balient: scenario tests of scripts/cards/GD03/GD03-045.lua.
-- While you have a Unit token in play, this Unit gets AP+1.

scenario("10-1-5-3", "GD03-045 Balient: with a Unit token of yours in play, AP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-045", as = "balient"}, "T-012"} }, p2 = { deck = 10 } }
  eq(g:ap("balient"), 3)
end)

scenario("10-1-5-3", "GD03-045 Balient: an enemy token does not count", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-045", as = "balient"}, "ST01-005"} },
                  p2 = { deck = 10, battle = {"T-012"} } }
  eq(g:ap("balient"), 2)
end)

scenario("10-1-5-3", "GD03-045 Balient: the token deployed later counts at once", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-044", as = "flyer"}}, battle = {{"GD03-045", as = "balient"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("balient"), 2)
  g:choose("play " .. c(g, "flyer"))
  eq(g:ap("balient"), 3)
end)
