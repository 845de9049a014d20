-- GD02-129 Argama: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- This Base can't receive enemy effect damage.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-129 Argama 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-129", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"5-5-4", "13-1-2-1"}, "GD02-129 Argama: <Breach> (an enemy effect) does not damage it; battle damage does", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, base = {{"GD02-129", as = "argama"}}, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "gm"))   -- <Breach 4>
  g:expect_loc("gm", "trash")
  eq(g:damage("argama"), 0)
  g:choose("attack " .. c(g, "rezel") .. " p2")
  eq(g:damage("argama"), 4)
end)
