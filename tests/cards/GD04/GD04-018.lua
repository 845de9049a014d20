-- GD04-018 Gundam Pharact: <Breach 5>.  【Once per Turn】During your turn, when one of your other
-- (Academy) Units receives damage from an enemy, place 1 EX Resource.
-- Props: GD01-084 Beguir-Pente (Academy, AP2 HP3), ST01-005 GM, GD01-115 Zeon Remnant Forces,
-- TEST-A19-001 (your own effect damage).
use_cards("tests/data/cards/api19.json")

local function ex_count(g, p)
  local n = 0
  for _, id in ipairs(g:cards(p, "resources")) do if g:number(id):find("^EX") or g:number(id) == "R-EX" then n = n + 1 end end
  return n
end

scenario({"5-5-3", "13-2-13-1", "5-17-3-2"}, "GD04-018 Gundam Pharact: another (Academy) Unit takes enemy battle damage: an EX Resource, once",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-018", as = "pharact"}, {"GD01-084", as = "bp"}, {"GD01-084", as = "bp2"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("attack " .. c(g, "bp") .. " " .. c(g, "gm"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("bp"), 2, "GM's battle damage")
  g:expect_count(1, "resources", 1)
  g:choose("attack " .. c(g, "bp2") .. " " .. c(g, "gm2"))
  while g:has_option("pass") do g:pass() end
  g:expect_count(1, "resources", 1)    -- 【Once per Turn】
end)

scenario({"5-5-4"}, "GD04-018 Gundam Pharact: not its own damage, not your own effect, not in the opponent's turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-001", as = "ff"}},
                         battle = {{"GD04-018", as = "pharact"}, {"GD01-084", as = "bp"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "ff"))
  g:choose(c(g, "bp"))
  g:expect_count(1, "resources", 1)    -- your own effect: no
  g:choose("attack " .. c(g, "pharact") .. " " .. c(g, "gm"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("pharact"), 2)
  g:expect_count(1, "resources", 1)    -- Pharact itself: not "other"
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-018", as = "pharact"}, {"GD01-084", as = "bp"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}} } }
  h:choose("play " .. c(h, "zrf"))
  h:choose(c(h, "bp"))
  h:expect_count(1, "resources", 0)
end)
