-- GD05-070 Tallgeese Ⅲ: 【Once per Turn】During your turn, when this Unit destroys an enemy Unit with
-- battle damage, choose 1 of your rested (Preventer)/(G Team) Link Units. Set it as active. It
-- can't attack during this turn.

scenario({"13-2-13-1", "10-2-2"}, "GD05-070 Tallgeese III: a kill sets a rested (G Team) Link Unit active, which can't attack",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-070", as = "tall"},
                                              {"GD05-079", pilot = "GD05-099", rested = true, as = "heavy"},   -- linked (Trowa)
                                              {"GD05-077", rested = true, as = "leo"},                         -- (G Team), not linked
                                              {"GD01-013", pilot = "ST01-010", rested = true, as = "gundam"}} },  -- linked, no trait
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "tall") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  ok(not g:rested("heavy"), "the only rested (G Team) Link Unit is set as active")
  ok(g:rested("leo") and g:rested("gundam"))
  g:expect_no_option("attack " .. c(g, "heavy") .. " p2")
end)

scenario({"13-2-13-1", "10-2-2"}, "GD05-070 Tallgeese III: no rested (Preventer)/(G Team) Link Unit: nothing; another Unit's kill does not count", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-099", as = "trowa"}},
                         battle = {{"GD05-070", as = "tall"}, {"GD05-079", as = "heavy"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm1"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("attack " .. c(g, "tall") .. " " .. c(g, "gm1"))
  g:expect_loc("gm1", "trash")
  ok(g:rested("tall"), "Tallgeese III is not linked: nothing to choose")
  g:choose("pair " .. c(g, "trowa") .. " " .. c(g, "heavy"))
  ok(g:linked("heavy"))
  g:choose("attack " .. c(g, "heavy") .. " " .. c(g, "gm2"))
  g:expect_loc("gm2", "trash")
  ok(g:rested("heavy"), "only Tallgeese III's own kills count")
end)

scenario({"13-2-13-1", "GD05-070"}, "GD05-070 Tallgeese III: once per turn; it may set itself active when linked", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-070", pilot = "ST02-011", as = "tall"}} },     -- Zechs Merquise: linked
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm1"}, {"ST01-005", rested = true, as = "gm2"}} } }
  ok(g:linked("tall"))
  g:choose("attack " .. c(g, "tall") .. " " .. c(g, "gm1"))
  while g:decision().kind == "order" do g:choose(1) end
  g:expect_loc("gm1", "trash")
  ok(not g:rested("tall"), "set as active")
  g:expect_no_option("attack " .. c(g, "tall") .. " " .. c(g, "gm2"))
end)

scenario("GD05-070", "GD05-070 Tallgeese III: not in the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD05-070", pilot = "ST02-011", rested = true, as = "tall"},
                                                           {"GD01-086", as = "lfrith"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "demi") .. " " .. c(g, "tall"))
  while g:loc("demi") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("demi", "trash")
  ok(g:rested("tall"))
end)
