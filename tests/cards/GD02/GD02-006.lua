-- GD02-006 Forbidden Gundam: During your turn, this Unit can't receive battle damage from enemy
-- Units that are Lv.2 or lower.

scenario({"5-5-3", "8-5-3"}, "GD02-006 Forbidden Gundam: attacking a Lv.2 Unit, it takes no battle damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-006", as = "forbidden"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"},
                                              {"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "forbidden") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("forbidden"), 0, "no damage from the Lv.2 GM")
  g = game{ p1 = { deck = 10, battle = {{"GD02-006", as = "forbidden"}} },
            p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "forbidden") .. " " .. c(g, "rezel"))
  g:expect_loc("forbidden", "trash")        -- ReZEL is Lv.3: its 4 damage lands on HP 4
end)

scenario("5-5-3", "GD02-006 Forbidden Gundam: during the opponent's turn, a Lv.2 attacker damages it", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-006", as = "forbidden"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("block " .. c(g, "forbidden"))
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  eq(g:damage("forbidden"), 2, "the opponent's turn: GM's 2 damage lands")
end)

scenario("5-5-4", "GD02-006 Forbidden Gundam: effect damage is not prevented", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-006", rested = true, as = "forbidden"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"ST01-012", as = "cmd"}} } }
  g:end_main()
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("forbidden"), 1)
end)
