-- GD03-099 Emma Sheen: scenario tests of scripts/cards/GD03/GD03-099.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】【Destroyed】If a friendly white Base is in play, choose 1 enemy Unit whose Lv. is
-- equal to or lower than this Unit. Return it to its owner's hand.
--
-- Emma ((AEUG), AP+1 HP+1) links with GD03-079 G-Defenser ((AEUG) Trait, Lv.3, AP3 HP2): AP4 HP3.
-- It attacks a rested GD01-027 Big Zam (AP5) and is destroyed.  White Base: GD01-129 Kusanagi;
-- blue: GD01-124 Side 7.  Enemy: ST01-005 GM (Lv.2), GD01-018 ReZEL (Lv.3), GD03-010 Full Armor
-- Unicorn (Lv.8).

local function board(base, unit)
  return game{ p1 = { deck = 10, base = base, battle = {{unit or "GD03-079", pilot = "GD03-099", as = "unit"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"ST01-005", as = "gm"},
                                           {"GD01-018", as = "rezel"}, {"GD03-010", as = "fa"}} } }
end

scenario({"13-2-12-1", "13-2-8-2-1", "3-3-9-2"}, "GD03-099 Emma Sheen 【During Link】【Destroyed】: with a white Base, an enemy Unit of this Unit's Lv. or lower to the hand",
         function()
  local g = board({"GD01-129"})
  ok(g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "bigzam"))
  eq(g:loc("unit"), "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "rezel"))              -- Lv.3: G-Defenser's Lv.
  g:expect_no_option(c(g, "fa"))
  g:choose(c(g, "rezel"))
  eq(g:loc("rezel"), "hand")
end)

scenario("10-2-1", "GD03-099 Emma Sheen: a Base that is not white, nothing", function()
  local g = board({"GD01-124"})
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "bigzam"))
  eq(g:loc("unit"), "trash")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("rezel"), "battle")
end)

scenario("13-2-12-1", "GD03-099 Emma Sheen: not linked, nothing", function()
  local g = board({"GD01-129"}, "ST01-005")
  ok(not g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "bigzam"))
  eq(g:loc("unit"), "trash")
  eq(g:loc("gm"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-5-1", "GD03-099 Emma Sheen 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-099", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
