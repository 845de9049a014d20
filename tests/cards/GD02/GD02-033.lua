-- GD02-033 Kikeroga (MA Mode) (GQ): While another friendly (Zeon) Link Unit is in play, this Unit
-- gains <Breach 5>.

scenario({"10-1-5-1", "13-1-2-1"}, "GD02-033 Kikeroga: <Breach 5> while another friendly (Zeon) Link Unit is in play",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-033", as = "kikeroga"},
                                              {"GD02-020", pilot = "GD02-089", as = "elmeth"}} },
                  p2 = { deck = 10, shields = 6, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  eq(g:keyword("kikeroga", "breach"), 5)
  g:choose("attack " .. c(g, "kikeroga") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(2, "shields", 5)
end)

scenario("10-1-5-1", "GD02-033 Kikeroga: itself linked, a paired Zeon Unit, or an enemy Link Unit: no <Breach>",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-033", pilot = "GD02-090", as = "kikeroga"},
                                              {"GD01-035", pilot = "ST03-011", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD02-020", pilot = "GD02-089", as = "elmeth"}} } }
  ok(g:linked("kikeroga"), "Challia Bull links it")
  ok(not g:linked("zaku"))
  eq(g:keyword("kikeroga", "breach"), 0)
  ok(g:linked("elmeth"))
end)
