-- GD04-096 Ennil El: 【During Link】When this Unit deals battle damage to an enemy Unit that is
-- Lv.5 or lower, destroy that enemy Unit.  【Burst】Add this card to your hand.
-- Props: GD04-060 Esperansa (link [Ennil El]), GD04-063 ... ; ST08-007 Penelope (Lv5 AP5 HP4),
-- GD01-027 Big Zam (Lv7), ST01-005 GM (no link condition).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"13-2-12-1", "5-5-3"}, "GD04-096 Ennil El: linked, its Unit's battle damage destroys a Lv.5 enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-060", pilot = "GD04-096", as = "esperansa"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", rested = true, as = "penelope"},
                                              {"GD01-027", rested = true, as = "bigzam"}} } }
  ok(g:linked("esperansa"), "linked")
  g:choose("attack " .. c(g, "esperansa") .. " " .. c(g, "penelope"))
  fight(g)
  g:expect_loc("penelope", "trash")    -- 2 damage (AP1 + 1), then destroyed
end)

scenario({"13-2-12-1", "10-2-1"}, "GD04-096 Ennil El: not a Lv.7 Unit; not when the Unit is not linked",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-060", pilot = "GD04-096", as = "esperansa"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "esperansa") .. " " .. c(g, "bigzam"))
  fight(g)
  g:expect_loc("bigzam", "battle")
  local h = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD04-096", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", rested = true, as = "penelope"}} } }
  ok(not h:linked("gm"))
  h:choose("attack " .. c(h, "gm") .. " " .. c(h, "penelope"))
  fight(h)
  h:expect_loc("penelope", "battle")
  eq(h:damage("penelope"), 3)
end)
