-- GD02-076 Buster Gundam: While this Unit has 5 or more AP, it gains <Blocker>.

scenario("10-1-5-1", "GD02-076 Buster Gundam: <Blocker> from 5 AP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-076", as = "buster"}, {"GD02-076", pilot = "GD01-089", as = "piloted"}} },
                  p2 = { deck = 10 } }
  ok(not g:keyword("buster", "blocker"), "AP4")
  ok(g:keyword("piloted", "blocker"), "AP4 + Riddhe Marcenas 1")
end)
