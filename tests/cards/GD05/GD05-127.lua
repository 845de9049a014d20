-- GD05-127 Girty Lue: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When a friendly (Phantom Pain) Unit links, choose 1 enemy Unit. It can't activate
-- <Blocker> during this turn.

scenario({"13-2-5-1", "13-2-6-1"}, "GD05-127 Girty Lue 【Burst】: deployed; 【Deploy】: a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD05-127", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-13-1", "13-1-4-1", "13-2-11-1"}, "GD05-127 Girty Lue: a (Phantom Pain) Unit links: an enemy <Blocker> can't block this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "GD05-127",
                         hand = {{"GD05-091", as = "sting"}, {"GD05-090", as = "stellar"}},
                         battle = {{"GD05-039", as = "chaos"}, {"GD05-034", as = "gaia"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}, {"ST04-004", as = "moebius"}} } }
  g:choose("pair " .. c(g, "sting") .. " " .. c(g, "chaos"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "demi"))
  g:choose("pair " .. c(g, "stellar") .. " " .. c(g, "gaia"))
  g:expect_decision{ kind = "action", player = 1 }        -- 【Once per Turn】: no second choice
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  g:expect_option("block " .. c(g, "moebius"))
end)

scenario({"13-2-11-1", "GD05-127"}, "GD05-127 Girty Lue: a link of another Unit, or pairing without a link: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "GD05-127",
                         hand = {{"ST01-010", as = "amuro"}, {"GD05-082", as = "andrew"}},
                         battle = {{"ST01-001", as = "gundam"}, {"GD05-039", as = "chaos"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gundam"))     -- links, not (Phantom Pain)
  if g:decision().kind == "choose" and g:decision().prompt:find("5 or less HP") then g:choose({}) end
  g:choose("pair " .. c(g, "andrew") .. " " .. c(g, "chaos"))     -- (Phantom Pain), no link
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:linked("chaos"))
end)

scenario({"10-2-2", "GD05-127"}, "GD05-127 Girty Lue: no enemy Unit: nothing to choose, the effect does not activate", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "GD05-127", hand = {{"GD05-091", as = "sting"}},
                         battle = {{"GD05-039", as = "chaos"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "sting") .. " " .. c(g, "chaos"))
  ok(g:linked("chaos"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not logged(g, "Girty Lue"), "no effect of Girty Lue resolves")
end)
