-- ST07-011 Lockon Stratos (Neil): scenario tests of scripts/cards/ST07/ST07-011.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this is a (CB) Unit, it may choose an active enemy Unit whose Lv. is equal to or
-- lower than this Unit as its attack target during this turn.
--
-- (CB) Unit: ST07-006 Gundam Dynames (Lv.3); not (CB): ST05-006 Hyakuren (Lv.3).  Enemy (active):
-- ST05-009 Graze (Lv.2), ST06-008 Sugai's Gelgoog (GQ) (Lv.3), ST07-002 Gundam Exia (Lv.4).

local ENEMY = {{"ST05-009", as = "lv2"}, {"ST06-008", as = "lv3"}, {"ST07-002", as = "lv4"}}

scenario({"13-2-9-1", "8-2-2"}, "ST07-011 Lockon 【When Paired】: a (CB) Unit may attack an active enemy Unit of its Lv. or lower", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST07-011", as = "lockon"}},
                         battle = {{"ST07-006", as = "dynames"}, {"ST07-002", as = "other"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:expect_no_option("attack " .. c(g, "dynames") .. " " .. c(g, "lv2"))
  g:choose("pair " .. c(g, "lockon") .. " " .. c(g, "dynames"))
  g:expect_option("attack " .. c(g, "dynames") .. " " .. c(g, "lv2"))
  g:expect_option("attack " .. c(g, "dynames") .. " " .. c(g, "lv3"))
  g:expect_no_option("attack " .. c(g, "dynames") .. " " .. c(g, "lv4"))
  g:expect_no_option("attack " .. c(g, "other") .. " " .. c(g, "lv2"))   -- that Unit only
  g:choose("attack " .. c(g, "dynames") .. " " .. c(g, "lv3"))
  g:expect_loc("lv3", "trash")
end)

scenario({"13-2-9-1", "10-2-1"}, "ST07-011 Lockon: a Unit that is not (CB) gets nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST07-011", as = "lockon"}}, battle = {{"ST05-006", as = "hyakuren"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "lockon") .. " " .. c(g, "hyakuren"))
  g:expect_no_option("attack " .. c(g, "hyakuren") .. " " .. c(g, "lv2"))
end)

scenario("13-2-9-1", "ST07-011 Lockon: during this turn only", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST07-011", as = "lockon"}}, battle = {{"ST07-006", as = "dynames"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "lockon") .. " " .. c(g, "dynames"))
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "dynames") .. " " .. c(g, "lv2"))
end)

scenario("13-2-5-1", "ST07-011 Lockon 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST07-011", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
