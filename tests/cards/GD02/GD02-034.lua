-- GD02-034 GQuuuuuuX: 【During Pair･Red Pilot】This Unit gets AP+2.

scenario("13-2-12-1", "GD02-034 GQuuuuuuX: AP+2 with a red Pilot, none with a green one", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-034", pilot = "GD02-093", as = "red"},
                                              {"GD02-034", pilot = "ST03-011", as = "green"},
                                              {"GD02-034", as = "alone"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("red"), 0 + 1 + 2, "Olba Frost (red, AP+1)")
  eq(g:ap("green"), 0 + 1, "Char Aznable is green")
  eq(g:ap("alone"), 0)
end)
