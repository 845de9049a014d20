-- GD03-008 Bolinoak Sammahn: scenario tests of scripts/cards/GD03/GD03-008.lua.
-- 【During Pair】This Unit gains <Repair 2>.

scenario({"13-2-10-1", "13-1-1-1"}, "GD03-008 Bolinoak Sammahn 【During Pair】: <Repair 2> while paired", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-008", pilot = "ST02-010", damage = 3, as = "paired"},
                                              {"GD03-008", damage = 2, as = "alone"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("paired", "repair"), 2)
  eq(g:keyword("alone", "repair"), 0)
  g:end_main()
  while g:decision().kind == "order" do g:choose(1) end
  eq(g:damage("paired"), 1, "recovered 2 HP at the end of the turn")
  eq(g:damage("alone"), 2, "no Pilot: no <Repair>")
end)
