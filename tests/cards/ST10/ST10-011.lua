-- ST10-011 Kamille Bidan: scenario tests of scripts/cards/ST10/ST10-011.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】If 2 or more rested Units are in play, choose 1 enemy Unit whose Lv. is equal to or
-- lower than this Unit. Rest it.
--
-- Kamille links with EB01-007 Gundam TR-1 "Hazel-Rah" (Lv.5, link: (Attack) Trait), vanilla.  Enemy
-- (active): ST05-006 Hyakuren (Lv.3), ST07-003 Gundam Virtue (Lv.5), GD03-010 Full Armor Unicorn
-- Gundam (Lv.8).

local ENEMY = {{"ST05-006", as = "lv3"}, {"ST07-003", as = "lv5"}, {"GD03-010", as = "lv8"}}

scenario({"13-2-11-1", "10-2-1"}, "ST10-011 Kamille 【When Linked】: 2 rested Units in play, rest an enemy Unit of this Unit's Lv. or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-011", as = "kamille"}},
                         battle = {{"EB01-007", as = "hazel"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {ENEMY[1], ENEMY[2], ENEMY[3], {"ST01-005", rested = true}} } }
  g:choose("pair " .. c(g, "kamille") .. " " .. c(g, "hazel"))
  ok(g:linked("hazel"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "lv3"))
  g:expect_no_option(c(g, "lv8"))
  g:choose(c(g, "lv5"))
  ok(g:rested("lv5"))
  ok(not g:rested("lv3"))
end)

scenario({"13-2-11-1", "10-2-1"}, "ST10-011 Kamille: 1 rested Unit in play, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-011", as = "kamille"}},
                         battle = {{"EB01-007", as = "hazel"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "kamille") .. " " .. c(g, "hazel"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("lv3"))
end)

scenario("13-2-11-1", "ST10-011 Kamille: paired but not linked, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-011", as = "kamille"}},
                         battle = {{"ST10-005", as = "nemo"}, {"ST01-005", rested = true}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "kamille") .. " " .. c(g, "nemo"))
  ok(not g:linked("nemo"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("lv3"))
end)

scenario("13-2-5-1", "ST10-011 Kamille 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST10-011", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
