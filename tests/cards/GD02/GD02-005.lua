-- GD02-005 Tallgeese: 【During Link】【Attack】Choose 1 enemy Unit with 2 or less HP. Rest it.

scenario({"13-2-12-1", "13-2-7-1"}, "GD02-005 Tallgeese: linked, its attack rests an enemy Unit with 2 or less HP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-005", pilot = "ST02-011", as = "tallgeese"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"},
                                                           {"GD01-018", as = "rezel"}} } }
  ok(g:linked("tallgeese"), "Zechs Merquise links ((OZ))")
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "rezel"))           -- HP 3
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
  ok(not g:rested("gm2"))
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-005 Tallgeese: not linked, no rest", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-005", pilot = "GD01-089", as = "tallgeese"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  ok(not g:rested("gm"))
end)
