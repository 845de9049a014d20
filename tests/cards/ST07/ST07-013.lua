-- ST07-013 Armed Intervention: 【Burst】Draw 1.  【Action】Choose 1 rested friendly (CB) Unit. Change
-- the attack target of the battling enemy Unit to it.
-- Props: GD03-063 0 Gundam (CB, AP2 HP2), ST01-005 GM.

scenario({"5-22-2", "9-3-1"}, "ST07-013 Armed Intervention: the attack turns to the chosen (CB) Unit", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, shields = 2, hand = {{"ST07-013", as = "ai"}},
                         battle = {{"GD03-063", rested = true, as = "zero"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("play " .. c(g, "ai"))
  while g:has_option("pass") do g:pass() end
  g:expect_count(1, "shields", 2)
  g:expect_loc("zero", "trash")
  g:expect_loc("gm", "trash")
end)

scenario({"13-2-5-1"}, "ST07-013 Armed Intervention: 【Burst】 draws 1", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"ST07-013"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  g:expect_count(1, "hand", 1)
end)
