-- GD04-087 Elan Ceres (Enhanced Person Number 5): 【During Link】【Attack】You may choose 1 of your
-- (Academy) Units.  During this battle, battle damage this Unit would receive is dealt to that
-- Unit instead.  【Burst】Add this card to your hand.
-- Props: GD02-078 Gundam Pharact (link [Elan Ceres], Academy), GD01-084 Beguir-Pente (Academy,
-- HP3), GD01-027 Big Zam (AP5 HP6).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-9-1", "13-2-12-1"}, "GD04-087 Elan Ceres: the battle damage its Unit would receive goes to the chosen Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-078", pilot = "GD04-087", as = "pharact"}, {"GD01-084", as = "bp"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "pharact") .. " " .. c(g, "bigzam"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "bp"))
  fight(g)
  eq(g:damage("pharact"), 0)
  g:expect_loc("bp", "trash")          -- Big Zam's 5 battle damage, of 3 HP
  g:expect_loc("bigzam", "trash")      -- Pharact 5 + Elan 1
end)

scenario({"10-1-9-1", "10-1-3"}, "GD04-087 Elan Ceres: 'you may'; during this battle only", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-078", pilot = "GD04-087", as = "pharact"}, {"GD01-084", as = "bp"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "pharact") .. " " .. c(g, "bigzam"))
  g:choose({})                         -- choose none
  fight(g)
  eq(g:damage("pharact"), 5)
  eq(g:damage("bp"), 0)
end)
