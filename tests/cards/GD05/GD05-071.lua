-- GD05-071 Gundam Sandrock Custom (EW): 【Attack】If you have another (G Team)/(Preventer) Unit in
-- play, choose 1 enemy Unit. It gets AP-2 during this turn.

scenario({"13-2-7-1", "10-2-1"}, "GD05-071 Sandrock Custom (EW): with another (Preventer) Unit, an enemy Unit gets AP-2 this turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-071", as = "sandrock"}, {"GD05-074"}} },    -- Noin's Taurus: (Preventer)
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "sandrock") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "bigzam"))
  eq(g:ap("bigzam"), 3)
  g:next_turn()
  eq(g:ap("bigzam"), 5)
end)

scenario({"13-2-7-1", "10-2-1"}, "GD05-071 Sandrock Custom (EW): alone, or with a non-(G Team) Unit: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-071", as = "sandrock"}, {"ST01-005"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "sandrock") .. " p2")
  eq(g:ap("bigzam"), 5)
end)
