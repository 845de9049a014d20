-- EB01-020 Gundam Mk-Ⅲ: 【During Link】【Activate･Action】【Once per Turn】 a Unit recovers 1 HP.
-- Props: EB01-063 Io Fleming ((Durability) Pilot: links), ST01-010 Amuro Ray (no link),
-- ST01-005 GM.

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"EB01-020", pilot = pilot, damage = 1, as = "mk3"}} },
               p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "enemy"}} } }
end

scenario({"9-2", "10-1-7-1", "13-2-13-1"}, "EB01-020 Gundam Mk-Ⅲ: linked, in an action step any Unit recovers 1, once a turn",
         function()
  local g = board("EB01-063")
  ok(g:linked("mk3"))
  g:expect_no_option("activate " .. c(g, "mk3") .. " 1")   -- not in the main phase (7-5-3)
  g:end_main()                                              -- (P2, with nothing to activate, passes: 9-3-3)
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "mk3") .. " 1")
  g:choose(c(g, "enemy"))                                   -- an enemy Unit may be chosen
  eq(g:damage("enemy"), 0)
  eq(g:damage("mk3"), 1)
  -- 【Once per Turn】: once used, P1 has nothing left to activate, and the turn goes on
  g:expect_state{ active = 2 }
end)

scenario("13-2-12-1", "EB01-020 Gundam Mk-Ⅲ: not linked, nothing to activate", function()
  local g = board("ST01-010")
  ok(not g:linked("mk3"))
  g:end_main()
  g:expect_state{ active = 2 }   -- no action step decision for P1: nothing to activate
end)
