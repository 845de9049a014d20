-- GD04-054 Gundam Virtue (Trans-Am): when this Unit deals battle damage to an enemy Unit, destroy
-- that enemy Unit.
-- Props: GD01-027 Big Zam (Lv7 AP5 HP6), ST01-005 GM, GD01-115 Zeon Remnant Forces.

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"5-5-3", "8-5-3-2"}, "GD04-054 Gundam Virtue (Trans-Am): any enemy Unit it deals battle damage to is destroyed",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-054", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "virtue") .. " " .. c(g, "bigzam"))
  fight(g)
  g:expect_loc("bigzam", "trash")
  eq(g:damage("virtue"), 5)
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-054", rested = true, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  h:choose("attack " .. c(h, "bigzam") .. " " .. c(h, "virtue"))
  fight(h)
  h:expect_loc("bigzam", "trash")      -- attacked, it deals battle damage too
end)

scenario({"5-5-3"}, "GD04-054 Gundam Virtue (Trans-Am): not damage to a player's shield area, nor damage it receives",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-054", as = "virtue"}} },
                  p2 = { deck = 10, base = {{"ST01-015", as = "wb"}} } }
  g:choose("attack " .. c(g, "virtue") .. " p2")
  fight(g)
  g:expect_loc("wb", "base")
  eq(g:damage("wb"), 2)
end)
