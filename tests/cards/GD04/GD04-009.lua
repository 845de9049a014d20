-- GD04-009 Guncannon (108) & Guncannon (109): 【When Linked】 set 1 other (White Base Team) Unit
-- that is Lv.4 or higher as active.
-- Props: ST01-013 Kai's Resolve (Command with 【Pilot】[Kai Shiden]), GD04-008 Gundam (WBT Lv.5),
-- GD04-012 Core Booster (WBT Lv.3), GD04-010 Gaplant (Titans Lv.4).

scenario({"13-2-11-1", "3-4-6-2"}, "GD04-009 Guncannon: linked, 1 other (White Base Team) Unit of Lv.4 or higher is set active",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = {{"GD04-009", rested = true, as = "guncannon"},
                                   {"GD04-008", rested = true, as = "gundam"},
                                   {"GD04-012", rested = true, as = "booster"},
                                   {"GD04-010", rested = true, as = "gaplant"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "guncannon"))
  ok(g:linked("guncannon"), "Kai's Resolve links as [Kai Shiden]")
  -- only Gundam qualifies: no question
  ok(not g:rested("gundam"), "Gundam set active")
  ok(g:rested("booster"), "Lv.3 is too low")
  ok(g:rested("gaplant"), "not (White Base Team)")
  ok(g:rested("guncannon"), "not this Unit itself")
end)

scenario("10-2-2", "GD04-009 Guncannon: no other Unit qualifies, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = {{"GD04-009", rested = true, as = "guncannon"},
                                   {"GD04-012", rested = true, as = "booster"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "guncannon"))
  ok(g:rested("guncannon") and g:rested("booster"))
  g:expect_decision{ kind = "action", player = 1 }
end)
