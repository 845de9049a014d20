-- GD05-108 Overcoming Hardships: 【Action】Choose 1 friendly rested (Academy) Unit. Change a battling
-- enemy Unit's attack target to it.  【Pilot】[Guel Jeturk]
-- Props: GD01-084 Beguir-Pente (Academy, AP2 HP3), GD01-013 Gundam (AP3), ST01-005 GM.

scenario({"5-22-2", "9-3-1"}, "GD05-108 Overcoming Hardships: the enemy attacking your Unit attacks the chosen (Academy) Unit",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD05-108", as = "oh"}},
                         battle = {{"GD01-084", rested = true, as = "bp"}, {"ST01-005", rested = true, as = "gm1"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "gm1"))
  g:choose("play " .. c(g, "oh"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("gm1"), 0)
  g:expect_loc("bp", "trash")           -- Gundam's 3 battle damage
  eq(g:damage("gundam"), 2)
end)
