-- GD04-115 Backup: 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.  【Main】Choose 1 of your Units.
-- When it deals battle damage to an enemy Unit that is Lv.5 or lower during this turn, destroy that
-- enemy Unit.
-- Props: ST01-005 GM (AP2), ST08-007 Penelope (Lv5 HP4), GD01-027 Big Zam (Lv7).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-6-1", "5-5-3"}, "GD04-115 Backup: the chosen Unit's battle damage destroys a Lv.5 enemy Unit this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-115", as = "backup"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", rested = true, as = "penelope"}, {"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("play " .. c(g, "backup"))
  g:choose(c(g, "gm"))
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "penelope"))
  fight(g)
  g:expect_loc("penelope", "trash")
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-115", as = "backup"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"ST08-007", rested = true, as = "penelope"}} } }
  h:choose("play " .. c(h, "backup"))
  h:choose(c(h, "gm"))
  h:choose("attack " .. c(h, "gm") .. " " .. c(h, "bigzam"))
  fight(h)
  h:expect_loc("bigzam", "battle")     -- Lv.7
  h:choose("attack " .. c(h, "gm2") .. " " .. c(h, "penelope"))
  fight(h)
  h:expect_loc("penelope", "battle")   -- not the chosen Unit
end)

scenario({"13-2-5-1"}, "GD04-115 Backup: 【Burst】 deals 1 damage to an enemy Unit", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"GD04-115"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  fight(g)
  g:choose("yes")
  eq(g:damage("bigzam"), 1)
end)
