-- ST05-011 Akihiro Altland: scenario tests of scripts/cards/ST05/ST05-011.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】During your turn, when this Unit destroys an enemy Unit with battle damage, choose
-- 1 (Tekkadan) Unit card that is Lv.2 or lower from your trash. Add it to your hand.
--
-- Akihiro links with ST05-005 Gundam Gusion Rebake ([Akihiro Altland]): AP3+1 HP4+1.  Trash:
-- ST05-004 Graze Custom (Tekkadan Lv.2), ST05-002 Barbatos 2nd Form (Tekkadan Lv.4), ST05-009
-- Graze (Gjallarhorn Lv.2), ST05-010 Mikazuki Augus (a Tekkadan Pilot card).

local TRASH = {{"ST05-004", as = "custom"}, {"ST05-002", as = "second"}, {"ST05-009", as = "graze"},
               {"ST05-010", as = "mika"}, {"ST05-004", as = "custom2"}}

scenario({"13-2-12-1", "10-3-3"}, "ST05-011 Akihiro Altland: destroys an enemy Unit in battle, a (Tekkadan) Unit card of Lv.2 or lower to the hand",
         function()
  local g = game{ p1 = { deck = 10, trash = TRASH, battle = {{"ST05-005", pilot = "ST05-011", as = "gusion"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(g:linked("gusion"))
  g:choose("attack " .. c(g, "gusion") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "custom2"))
  g:expect_no_option(c(g, "second"))     -- Lv.4
  g:expect_no_option(c(g, "graze"))      -- (Gjallarhorn)
  g:expect_no_option(c(g, "mika"))       -- a Pilot card
  g:choose(c(g, "custom"))
  g:expect_loc("custom", "hand")
  g:expect_loc("custom2", "trash")
end)

scenario("13-2-12-1", "ST05-011 Akihiro Altland: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, trash = TRASH, battle = {{"ST05-004", pilot = "ST05-011", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"ST03-007", rested = true, as = "zaku"}} } }
  ok(not g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "zaku"))
  g:expect_loc("zaku", "trash")
  g:expect_count(1, "hand", 0)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-12-1", "ST05-011 Akihiro Altland: during the opponent's turn, nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, trash = TRASH, battle = {{"ST05-005", pilot = "ST05-011", rested = true, as = "gusion"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gusion"))
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-5-1", "ST05-011 Akihiro Altland 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST05-011", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
