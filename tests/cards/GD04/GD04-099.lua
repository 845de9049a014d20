-- GD04-099 Ali al-Saachez: 【During Link】【Attack】 you may return an enemy Pilot to its owner's
-- hand; 【Burst】.
-- Props: GD04-079 Agrissa (link [Ali al-Saachez]), GD01-087 Sayla Mass, ST01-010 Amuro Ray,
-- GD04-008 Gundam (link [Amuro Ray]), GD04-005 GM III.

local function board()
  return game{ p1 = { deck = 10, battle = {{"GD04-079", pilot = "GD04-099", as = "agrissa"}} },
               p2 = { deck = 10, shields = 2, battle = {{"GD04-008", pilot = {"ST01-010", as = "amuro"}, as = "gundam"},
                                                        {"GD04-005", pilot = {"GD01-087", as = "sayla"}, as = "gm3"},
                                                        {"GD04-005", as = "lone"}} } }
end

scenario({"13-2-12-1", "13-2-7-1", "3-3-9-2"}, "GD04-099 Ali al-Saachez: an enemy Pilot returned to its owner's hand", function()
  local g = board()
  ok(g:linked("agrissa"))
  g:choose("attack " .. c(g, "agrissa") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "lone"))   -- a Unit, not a Pilot
  g:choose(c(g, "amuro"))
  eq(g:loc("amuro"), "hand")
  eq(g:owner("amuro"), 2)
  ok(not g:paired("gundam") and not g:linked("gundam"))
  eq(g:ap("gundam"), 4)
  eq(g:loc("sayla"), "battle")
end)

scenario("10-1-3", "GD04-099 Ali al-Saachez: \"you may\": none chosen", function()
  local g = board()
  g:choose("attack " .. c(g, "agrissa") .. " p2")
  g:choose({})
  eq(g:loc("amuro"), "battle")
  eq(g:loc("sayla"), "battle")
end)

scenario("13-2-12-1", "GD04-099 Ali al-Saachez: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-099", as = "mine"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", pilot = {"GD01-087", as = "sayla"}}} } }
  g:choose("attack " .. c(g, "mine") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }   -- nothing asked: the attack is over
  eq(g:loc("sayla"), "battle")
end)

scenario("13-2-5-1", "GD04-099 Ali al-Saachez 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-099", as = "ali"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("ali"), "hand")
end)
