-- GD03-088 Asemu Asuno: scenario tests of scripts/cards/GD03/GD03-088.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】If this is an (AGE System) Unit, it gets AP+1 and <Breach 1>.
--
-- Asemu (AP+2) links with GD03-031 Gundam AGE-1 Flat ((AGE System), AP4, (Asuno Family) Trait)
-- and with GD01-006 Delta Plus (AP4, (Earth Federation) Trait, not (AGE System)).

scenario({"13-2-12-1", "13-1-2-1"}, "GD03-088 Asemu Asuno 【During Link】: an (AGE System) Unit gets AP+1 and <Breach 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-031", pilot = "GD03-088", as = "age"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(g:linked("age"))
  eq(g:ap("age"), 4 + 2 + 1)
  eq(g:keyword("age", "breach"), 1)
  g:choose("attack " .. c(g, "age") .. " " .. c(g, "gm"))
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-12-1", "GD03-088 Asemu Asuno: a Link Unit that is not (AGE System) gets nothing more", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-006", pilot = "GD03-088", as = "delta"}} }, p2 = { deck = 10 } }
  ok(g:linked("delta"))
  eq(g:ap("delta"), 4 + 2)
  eq(g:keyword("delta", "breach"), 0)
end)

scenario("13-2-12-1", "GD03-088 Asemu Asuno: an (AGE System) Unit it does not link with gets nothing more", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-019", pilot = "ST02-010", as = "age2"}} }, p2 = { deck = 10 } }
  ok(not g:linked("age2"))
  eq(g:keyword("age2", "breach"), 0)
end)

scenario("13-2-5-1", "GD03-088 Asemu Asuno 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-088", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
