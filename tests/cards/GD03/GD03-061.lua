-- GD03-061 Gundam Barbatos 6th Form: scenario tests of scripts/cards/GD03/GD03-061.lua.
-- While this Unit has 1 HP, it gains <Repair 3>.
--
-- Barbatos 6th Form is HP4.

scenario({"10-1-5-3", "13-1-1-1", "Q96"}, "GD03-061 Barbatos 6th Form: at 1 HP it gains <Repair 3>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-061", damage = 3, as = "b6"}} }, p2 = { deck = 10 } }
  eq(g:hp("b6") - g:damage("b6"), 1, "1 HP left (g:hp is the HP, damage not taken off)")
  eq(g:keyword("b6", "repair"), 3)
  g:end_main()
  eq(g:damage("b6"), 0, "recovered 3 HP")
  eq(g:keyword("b6", "repair"), 0, "4 HP: no <Repair> any more")
end)

scenario("10-1-5-3", "GD03-061 Barbatos 6th Form: at 2 HP, no <Repair>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-061", damage = 2, as = "b6"}} }, p2 = { deck = 10 } }
  eq(g:keyword("b6", "repair"), 0)
  g:end_main()
  eq(g:damage("b6"), 2)
end)
