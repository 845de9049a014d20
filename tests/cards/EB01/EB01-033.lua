-- EB01-033 Taurus (Sanc Kingdom): 【Activate･Action】【Once per Turn】①: another Unit being attacked
-- gets AP+1 during this battle.
-- Props: ST01-005 GM (AP2 HP2).

local function board()
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, resources = 2, battle = {{"EB01-033", as = "taurus"}, {"ST01-005", rested = true, as = "gm"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "att2"}} } }
end

scenario({"8-4-1", "10-1-7-3", "13-2-13-1"}, "EB01-033 Taurus: ①, the attacked Unit gets AP+1 during this battle", function()
  local g = board()
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "taurus") .. " 1")
  -- (both players then have nothing left to activate: the battle goes on)
  ok(logged(g, "GM #" .. g:card("att") .. " takes 3 battle damage"), "the GM deals 3")
  eq(g:loc("att"), "trash", "AP3 against HP2")
  eq(g:loc("gm"), "trash")
  ok(g:rested(g:cards(1, "resources")[1]), "① paid")
end)

scenario("8-4-1", "EB01-033 Taurus: an attack on the player: nothing to activate", function()
  local g = board()
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_no_option("activate " .. c(g, "taurus") .. " 1")
end)

scenario("EB01-033", "EB01-033 Taurus: itself attacked, it can't choose itself", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, battle = {{"EB01-033", rested = true, as = "taurus"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "taurus"))
  g:expect_no_option("activate " .. c(g, "taurus") .. " 1")
end)
