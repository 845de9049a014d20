-- GD03-050 Gundam Barbatos Lupus: scenario tests of scripts/cards/GD03/GD03-050.lua.
-- 【Activate･Main】Choose 3 (Tekkadan)/(Teiwaz) Unit cards from your trash. Exile them from the
-- game. If you do, choose 1 enemy Unit. Deal 2 damage to it.
--
-- Props: GD03-066 Gundam Barbatos 5th Form (Ground Type) ((Tekkadan) Unit), GD03-067 Rouei
-- ((Teiwaz) Unit), ST05-010 Mikazuki Augus ((Tekkadan) Pilot, not a Unit card); enemy
-- GD01-027 Big Zam.

scenario({"10-1-7-5", "5-12-1", "5-20-1"}, "GD03-050 Barbatos Lupus 【Activate･Main】: exile 3 Unit cards, 2 damage; again while 3 remain",
         function()
  local g = game{ p1 = { deck = 10, trash = {{"GD03-066", as = "a"}, {"GD03-067", as = "b"}, {"GD03-066", as = "c"},
                                             {"GD03-066", as = "d"}, "GD03-066", "GD03-066", {"ST05-010", as = "pilot"}},
                         battle = {{"GD03-050", as = "lupus"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("activate " .. c(g, "lupus") .. " 1")
  g:expect_decision{ kind = "choose", player = 1, min = 3, max = 3 }
  g:expect_no_option(c(g, "pilot"))
  g:choose{ c(g, "a"), c(g, "b"), c(g, "c") }
  eq(g:loc("a"), "removal")
  eq(g:loc("b"), "removal")
  eq(g:damage("bigzam"), 2)
  g:choose("activate " .. c(g, "lupus") .. " 1")     -- no 【Once per Turn】: 3 Unit cards are left
  eq(g:damage("bigzam"), 4)                          -- exactly 3: taken without a question
  g:expect_no_option("activate " .. c(g, "lupus") .. " 1")
  eq(g:loc("pilot"), "trash")
end)

scenario("10-2-2", "GD03-050 Barbatos Lupus: 2 such Unit cards (and a (Tekkadan) Pilot), it can't be activated", function()
  local g = game{ p1 = { deck = 10, trash = {"GD03-066", "GD03-067", "ST05-010"}, battle = {{"GD03-050", as = "lupus"}} },
                  p2 = { deck = 10, battle = {"GD01-027"} } }
  g:expect_no_option("activate " .. c(g, "lupus") .. " 1")
end)

scenario("5-20-1", "GD03-050 Barbatos Lupus: no enemy Unit, the cards are still exiled", function()
  local g = game{ p1 = { deck = 10, trash = {"GD03-066", "GD03-066", "GD03-066"}, battle = {{"GD03-050", as = "lupus"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "lupus") .. " 1")
  g:expect_count(1, "removal", 3)
end)
