-- EB01-004 Gundam Barbatos Lupus Rex (EX): 【Once per Turn】 during your turn, when it recovers HP,
-- 1 damage to a rested enemy Unit.  (<Repair 2>: the core.)
-- Props: EB01-018 Gundam Astray Blue Frame Second L (【Attack】 a friendly Unit recovers 1),
-- EB01-076 Gerbera Straight (【Main】/【Action】 a (G Generation) Unit recovers 3), GD04-014 Shokew
-- (HP3), ST01-005 GM.

scenario({"5-6-1", "13-2-13-1"}, "EB01-004 Lupus Rex: recovers in your turn, 1 damage to a rested enemy Unit, once a turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-004", damage = 3, as = "rex"}, {"EB01-018", as = "blue"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-014", rested = true, as = "shokew"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "blue") .. " p2")
  g:choose(c(g, "rex"))                        -- Blue Frame: Lupus Rex recovers 1
  eq(g:damage("rex"), 2)
  eq(g:damage("shokew"), 1, "the rested enemy Unit takes 1 (the active GM is not offered)")
  eq(g:damage("gm"), 0)
  g:end_main()
  while g:state().active == 1 and g:decision().kind ~= "action" do g:choose(1) end
  eq(g:damage("rex"), 0, "<Repair 2> at the end of the turn")
  eq(g:damage("shokew"), 1, "【Once per Turn】: the second recovery deals nothing")
end)

scenario({"5-6-3", "10-1-6-2"}, "EB01-004 Lupus Rex: no damage, no recovery, no trigger", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-004", as = "rex"}, {"EB01-018", as = "blue"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-014", rested = true, as = "shokew"}} } }
  g:choose("attack " .. c(g, "blue") .. " p2")
  g:choose(c(g, "rex"))
  eq(g:damage("shokew"), 0)
end)

scenario("EB01-004", "EB01-004 Lupus Rex: recovering in the opponent's turn deals nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, hand = {{"EB01-076", as = "gerbera"}},
                         battle = {{"EB01-004", damage = 3, as = "rex"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}, {"GD04-014", rested = true, as = "shokew"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "gerbera"))
  eq(g:damage("rex"), 0, "Gerbera Straight: it recovers 3")
  eq(g:damage("shokew"), 0)
  eq(g:damage("gm"), 0)
end)
