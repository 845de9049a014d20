-- GD03-052 Gundam Virtue: when this Unit deals battle damage to an enemy Unit that is Lv.5 or
-- lower, if you have a (CB) Pilot in play, destroy that enemy Unit.
-- Props: GD04-089 Nena Trinity ((CB) Pilot, AP+0 HP+3), ST08-007 Penelope (Lv5 AP5 HP4),
-- GD01-027 Big Zam (Lv7 AP5 HP6).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"5-5-3", "10-1-6-1"}, "GD03-052 Gundam Virtue: its battle damage destroys a Lv.5 enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-052", pilot = "GD04-089", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", rested = true, as = "penelope"}} } }
  g:choose("attack " .. c(g, "virtue") .. " " .. c(g, "penelope"))
  fight(g)
  g:expect_loc("penelope", "trash")       -- 3 damage of 4 HP, then destroyed by the effect
  eq(g:damage("virtue"), 5, "Virtue took Penelope's 5")
  ok(logged(g, "Penelope #"), "narrated")
end)

scenario({"5-5-3", "10-2-1"}, "GD03-052 Gundam Virtue: not a Lv.7 Unit, nor without a (CB) Pilot",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-052", pilot = "GD04-089", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "virtue") .. " " .. c(g, "bigzam"))
  fight(g)
  g:expect_loc("bigzam", "battle")
  eq(g:damage("bigzam"), 3)
  local h = game{ p1 = { deck = 10, battle = {{"GD03-052", as = "virtue"}, {"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  h:choose("attack " .. c(h, "virtue") .. " " .. c(h, "gm"))
  fight(h)
  h:expect_loc("gm", "trash")   -- destroyed by the 3 battle damage itself (2 HP)
  local k = game{ p1 = { deck = 10, battle = {{"GD03-052", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", rested = true, as = "penelope"}} } }
  k:choose("attack " .. c(k, "virtue") .. " " .. c(k, "penelope"))
  fight(k)
  k:expect_loc("penelope", "battle")      -- no (CB) Pilot in play: 3 damage only
  eq(k:damage("penelope"), 3)
end)

scenario({"5-5-3", "8-5-3-2"}, "GD03-052 Gundam Virtue: attacked, its battle damage to the attacker counts too",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-052", pilot = "GD04-089", rested = true, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "virtue"))
  fight(g)
  g:expect_loc("penelope", "trash")       -- Virtue dealt it 3 battle damage (8-5-3-2)
  eq(g:damage("virtue"), 5)
end)
