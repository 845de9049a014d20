-- GD03-124 Ribo Colony: scenario tests of scripts/cards/GD03/GD03-124.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When you pair a Pilot that is Lv.3 or lower with one of your Units, choose 1 enemy
-- Unit with 3 or less HP. Rest it.
--
-- Pilots: GD01-089 Riddhe Marcenas (Lv.3), ST02-010 Heero Yuy (Lv.4).  Enemy: GD01-018 ReZEL
-- (HP3), GD01-027 Big Zam (HP6).

local function board(hand)
  return game{ p1 = { deck = 10, resources = 4, base = {{"GD03-124", as = "ribo"}}, hand = hand,
                      battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}, {"ST01-008", as = "demi"}} } }
end

scenario({"10-1-6-1", "13-2-13-1"}, "GD03-124 Ribo Colony: pairing a Lv.3 Pilot rests an enemy Unit with 3 or less HP, once per turn",
         function()
  local g = board{ {"GD01-089", as = "riddhe"}, {"GD01-089", as = "riddhe2"} }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"))
  g:choose("pair " .. c(g, "riddhe2") .. " " .. c(g, "gm2"))
  ok(not g:rested("demi"), "【Once per Turn】")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("10-1-6-2", "GD03-124 Ribo Colony: a Lv.4 Pilot triggers nothing", function()
  local g = board{ {"ST02-010", as = "heero"} }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("rezel"))
  ok(not g:rested("demi"))
end)

scenario("13-2-6-1", "GD03-124 Ribo Colony 【Deploy】: a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-124", as = "ribo"}}, shields = 2 }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ribo"))
  eq(g:loc("ribo"), "base")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "shields", 1)
end)

scenario("13-2-5-1", "GD03-124 Ribo Colony 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-124", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
end)
