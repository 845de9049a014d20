-- EB01-028 Gundam Plutone: 【Once per Turn】 when another Unit attacks an enemy Unit, if Plutone is
-- rested, the attacker gains <Breach 2> during this battle.
-- Props: GD05-031 (AP4, no text), ST01-005 GM (HP2).

local function board(plutone_rested)
  return game{ p1 = { deck = 10, battle = {{"EB01-028", rested = plutone_rested, as = "plutone"}, {"GD05-031", as = "att"},
                                            {"GD05-031", as = "att2"}} },
               p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
end

scenario({"10-1-6-1", "13-1-2", "13-2-13-1"}, "EB01-028 Gundam Plutone: rested, the attacker gains <Breach 2>, once a turn", function()
  local g = board(true)
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)          -- <Breach 2> destroys the top Shield
  eq(g:keyword("att", "breach"), 0, "only during that battle")
  g:choose("attack " .. c(g, "att2") .. " " .. c(g, "gm2"))
  eq(g:loc("gm2"), "trash")
  g:expect_count(2, "shields", 2)          -- 【Once per Turn】
end)

scenario("10-1-6-2", "EB01-028 Gundam Plutone: active, no <Breach>", function()
  local g = board(false)
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 3)
end)

scenario("10-1-6-2", "EB01-028 Gundam Plutone: an attack on the player is no attack on a Unit", function()
  local g = board(true)
  g:choose("attack " .. c(g, "att") .. " p2")
  g:expect_count(2, "shields", 2)          -- the attack's own damage only
  eq(g:keyword("att", "breach"), 0)
  g:choose("attack " .. c(g, "att2") .. " " .. c(g, "gm"))
  g:expect_count(2, "shields", 1)          -- not used up by the first attack: <Breach 2> now
end)

scenario({"Q100", "10-2-1", "13-2-13-1"}, "EB01-028 Gundam Plutone: active, not activated, and its 【Once per Turn】 is kept for when it is rested",
         function()
  local g = board(false)
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "gm"))
  ok(not logged(g, "Gundam Plutone"), "Plutone's effect not activated")
  g:expect_count(2, "shields", 3)
  g:choose("attack " .. c(g, "plutone") .. " p2")   -- rests Plutone (its own attack is not "another Unit")
  g:expect_count(2, "shields", 2)
  g:choose("attack " .. c(g, "att2") .. " " .. c(g, "gm2"))
  g:expect_count(2, "shields", 1)                    -- <Breach 2>: the once this turn is still there
end)
