-- EB01-049 Pale Rider (Ground Heavy Equipment Type): while a friendly (G Generation) Unit with
-- <Blocker> is in play, it gains <Suppression>.
-- Props: EB01-011 Beginning Gundam ((G Generation) <Blocker>), ST01-008 Demi Trainer (<Blocker>, not
-- (G Generation)).

scenario({"10-1-5-3", "13-1-7"}, "EB01-049 Pale Rider: a (G Generation) <Blocker> of yours, <Suppression>: 2 Shields at once", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-049", as = "pale"}, "EB01-011"} },
                  p2 = { deck = 10, shields = 4, battle = {{"EB01-011", as = "enemyblocker"}} } }
  ok(g:keyword("pale", "suppression"))
  g:choose("attack " .. c(g, "pale") .. " p2")
  g:choose("pass")                         -- P2 does not block
  g:expect_count(2, "shields", 2)
end)

scenario("10-1-5-3", "EB01-049 Pale Rider: a <Blocker> of another trait, or an enemy (G Generation) <Blocker>: no <Suppression>",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-049", as = "pale"}, "ST01-008"} },
                  p2 = { deck = 10, battle = {"EB01-011"} } }
  ok(not g:keyword("pale", "suppression"))
end)
