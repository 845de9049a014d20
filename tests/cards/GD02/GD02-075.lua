-- GD02-075 Rick Dias (Red): 【Attack】Choose 1 active friendly Base. Rest it. If you do, choose 1
-- enemy Unit that is Lv.4 or lower. It gets AP-2 during this battle.

scenario({"13-2-7-1", "5-20-1"}, "GD02-075 Rick Dias (Red): rest your Base, an enemy Unit Lv.4 or lower gets AP-2 this battle",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD02-129", as = "argama"}}, battle = {{"GD02-075", as = "rickdias"}} },
                  p2 = { deck = 10, battle = {{"GD02-068", rested = true, as = "barbatos"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "rickdias") .. " " .. c(g, "barbatos"))
  ok(g:rested("argama"))
  ok(logged(g, "Gundam Barbatos 3rd Form #" .. c(g, "barbatos"):sub(2) .. " gets AP-2"), "the only Lv.4 or lower one")
  eq(g:damage("rickdias"), 1, "Barbatos (AP3-2) dealt 1")
  eq(g:damage("barbatos"), 4)
  eq(g:ap("barbatos"), 3, "during this battle only")
  eq(g:ap("bigzam"), 5)
end)

scenario({"13-2-7-1", "10-2-2"}, "GD02-075 Rick Dias (Red): a rested Base, or none: nothing", function()
  local g = game{ p1 = { deck = 10, base = {{"GD02-129", rested = true, as = "argama"}}, battle = {{"GD02-075", as = "rickdias"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "rickdias") .. " p2")
  eq(g:ap("gundam"), 3)
end)
