-- ST09-008 Shinn Asuka: scenario tests of scripts/cards/ST09/ST09-008.lua.
-- 【Burst】Add this card to your hand.
-- 【Attack】If this is a (Minerva Squad) Unit, choose 1 of your Resources. Set it as active.
--
-- (Minerva Squad) Unit: ST09-005 Zaku Warrior; not: ST01-005 GM.

scenario({"13-2-7-1", "3-3-9-2"}, "ST09-008 Shinn Asuka 【Attack】: a (Minerva Squad) Unit, a Resource set as active", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, battle = {{"ST09-005", pilot = "ST09-008", as = "zaku"}} },
                  p2 = { deck = 10, shields = 3 } }
  local res = g:cards(1, "resources")
  g:choose("attack " .. c(g, "zaku") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, res[2]))
  ok(not g:rested(res[2]))
  ok(g:rested(res[1]))
end)

scenario({"13-2-7-1", "10-2-1"}, "ST09-008 Shinn Asuka: a Unit that is not (Minerva Squad), nothing", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, battle = {{"ST01-005", pilot = "ST09-008", as = "gm"}} },
                  p2 = { deck = 10, shields = 3 } }
  local res = g:cards(1, "resources")
  g:choose("attack " .. c(g, "gm") .. " p2")
  ok(g:rested(res[1]) and g:rested(res[2]))
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-5-1", "ST09-008 Shinn Asuka 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST09-008", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
