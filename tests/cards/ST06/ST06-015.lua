-- ST06-015 Kaneban Co., Ltd.: scenario tests of scripts/cards/ST06/ST06-015.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When a friendly (Clan) Unit links, it gains <Breach 3> during this turn.
--
-- Links: ST06-010 Shuji Itō with ST06-006 Red Gundam; ST06-009 Amate with ST06-008 Sugai's
-- Gelgoog (GQ) (link: (Clan) Trait; Amate's 【When Linked】 then sends a GM on top to the bottom).
-- Non-(Clan): ST01-001 Gundam linked with ST01-010 Amuro Ray.

scenario({"13-2-5-1", "13-2-6-1"}, "ST06-015 Kaneban 【Burst】: deployed, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST06-015", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-13-1", "13-1-2-1"}, "ST06-015 Kaneban: a friendly (Clan) Unit that links gains <Breach 3>, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 8, base = {{"ST06-015", as = "kaneban"}},
                         hand = {{"ST06-010", as = "shuji"}, {"ST06-009", as = "amate"}},
                         battle = {{"ST06-006", as = "red"}, {"ST06-008", as = "sugai"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("pair " .. c(g, "shuji") .. " " .. c(g, "red"))
  ok(g:linked("red"))
  eq(g:keyword("red", "breach"), 3)
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "sugai"))
  ok(g:linked("sugai"))
  eq(g:keyword("sugai", "breach"), 0, "【Once per Turn】")
  g:choose("attack " .. c(g, "red") .. " " .. c(g, "gm"))
  g:choose("top of")                     -- Shuji's 【Attack】
  g:expect_loc("gm", "trash")
  g:expect_count(2, "shields", 2)        -- <Breach 3> on the first Shield
  g:next_turn()
  eq(g:keyword("red", "breach"), 0, "during this turn only")
end)

scenario({"13-2-13-1", "12-3-10"}, "ST06-015 Kaneban: a Unit that is not (Clan), or an enemy Unit, gets nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"ST06-015", as = "kaneban"}},
                         hand = {{"ST01-010", as = "amuro"}}, battle = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gundam"))
  ok(g:linked("gundam"))
  eq(g:keyword("gundam", "breach"), 0)
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, base = {{"ST06-015", as = "kaneban"}} },
                   p2 = { deck = 10, resources = 4, hand = {{"ST06-010", as = "shuji"}}, battle = {{"ST06-006", as = "red"}} } }
  g2:choose("pair " .. c(g2, "shuji") .. " " .. c(g2, "red"))
  ok(g2:linked("red"))
  eq(g2:keyword("red", "breach"), 0, "an enemy (Clan) Unit")
end)
