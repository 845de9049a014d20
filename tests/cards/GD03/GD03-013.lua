-- GD03-013 Hizack: scenario tests of scripts/cards/GD03/GD03-013.lua.
-- While you have another (Jupitris) Unit in play, this Unit gets AP+1 and <Repair 1>.
--
-- Props: GD03-012 Messala (MA Mode) ((Titans) (Jupitris), <Repair 1>), GD01-018 ReZEL.

scenario({"10-1-5-3", "13-1-1-1"}, "GD03-013 Hizack: with another (Jupitris) Unit, AP+1 and <Repair 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-013", damage = 1, as = "hizack"}, "GD03-012"} },
                  p2 = { deck = 10 } }
  eq(g:ap("hizack"), 3)
  eq(g:keyword("hizack", "repair"), 1)
  g:end_main()
  while g:decision().kind == "order" do g:choose(1) end   -- Messala (MA Mode) has <Repair 1> too
  eq(g:damage("hizack"), 0, "<Repair 1> at the end of the turn")
end)

scenario("10-1-5-3", "GD03-013 Hizack: alone, or with an enemy (Jupitris) Unit, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-013", as = "hizack"}, "GD01-018"} },
                  p2 = { deck = 10, battle = {"GD03-012"} } }
  eq(g:ap("hizack"), 2)
  eq(g:keyword("hizack", "repair"), 0)
end)

scenario("10-1-5-3", "GD03-013 Hizack: two Hizacks see each other", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-013", as = "a"}, {"GD03-013", as = "b"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("a"), 3)
  eq(g:ap("b"), 3)
end)
