-- GD02-089 Lalah Sune: 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your other (Zeon) Link Units. It gains <Breach 1> during this turn.

scenario("13-2-5-1", "GD02-089 Lalah Sune 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-089", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("13-2-9-1", "GD02-089 Lalah Sune 【When Paired】: another (Zeon) Link Unit of yours gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-089", as = "lalah"}},
                         battle = {{"GD02-034", as = "gq"}, {"GD02-033", pilot = "GD02-090", as = "kikeroga"},
                                   {"GD01-035", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD02-033", pilot = "GD02-090", as = "enemy"}} } }
  g:choose("pair " .. c(g, "lalah") .. " " .. c(g, "gq"))
  eq(g:keyword("kikeroga", "breach"), 1, "the only other (Zeon) Link Unit of yours")
  eq(g:keyword("zaku", "breach"), 0)
  eq(g:keyword("enemy", "breach"), 0)
  g:next_turn()
  eq(g:keyword("kikeroga", "breach"), 0, "during this turn only")
end)

scenario({"13-2-9-1", "10-2-2"}, "GD02-089 Lalah Sune: her own Unit, linked, is not another one", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-089", as = "lalah"}}, battle = {{"GD02-020", as = "elmeth"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "lalah") .. " " .. c(g, "elmeth"))
  ok(g:linked("elmeth"))
  eq(g:keyword("elmeth", "breach"), 0)
end)
