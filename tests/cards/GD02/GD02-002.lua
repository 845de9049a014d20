-- GD02-002 Gundam Epyon: 【During Link】【Once per Turn】During your turn, when one of your Units
-- destroys an enemy Unit with battle damage, set this Unit as active.

scenario({"13-2-12-1", "13-2-13-1"}, "GD02-002 Gundam Epyon: its own battle kill sets it active, once per turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-002", pilot = "ST02-011", as = "epyon"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm1"},
                                              {"ST01-005", rested = true, as = "gm2"}} } }
  ok(g:linked("epyon"), "Zechs Merquise links")
  g:choose("attack " .. c(g, "epyon") .. " " .. c(g, "gm1"))
  if g:decision().kind == "order" then g:choose("Epyon") end
  g:expect_loc("gm1", "trash")
  ok(not g:rested("epyon"), "set as active")
  g:choose("attack " .. c(g, "epyon") .. " " .. c(g, "gm2"))
  if g:decision().kind == "order" then g:choose(1) end
  g:expect_loc("gm2", "trash")
  ok(g:rested("epyon"), "【Once per Turn】: the second kill does not set it active")
end)

scenario("13-2-12-1", "GD02-002 Gundam Epyon: another Unit of yours' battle kill counts", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-002", pilot = "ST02-011", rested = true, as = "epyon"},
                                              {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  ok(not g:rested("epyon"), "set as active by ReZEL's kill")
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-002 Gundam Epyon: not linked, or not your turn: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-002", pilot = "GD01-089", rested = true, as = "epyon"},
                                              {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(not g:linked("epyon"), "Riddhe Marcenas does not link")
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  ok(g:rested("epyon"), "paired but not linked: stays rested")

  -- the opponent's turn: a Blocker of yours destroys the attacker
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, battle = {{"GD02-002", pilot = "ST02-011", rested = true, as = "epyon"},
                                        {"GD01-086", as = "lfrith"}} },
            p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "demi") .. " p1")
  g:choose("block " .. c(g, "lfrith"))
  while g:loc("demi") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("demi", "trash")
  ok(g:rested("epyon"), "during the opponent's turn: nothing")
end)

scenario("13-2-12-1", "GD02-002 Gundam Epyon: an enemy Blocker destroying your attacker is no kill of yours", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-002", pilot = "ST02-011", rested = true, as = "epyon"},
                                              {"ST01-008", as = "demi"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-086", as = "lfrith"}} } }   -- Gundam Lfrith: <Blocker>
  g:choose("attack " .. c(g, "demi") .. " p2")
  g:choose("block " .. c(g, "lfrith"))
  while g:loc("demi") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("demi", "trash")
  ok(g:rested("epyon"))
end)
