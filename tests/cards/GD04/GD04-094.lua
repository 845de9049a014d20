-- GD04-094 Pala Sys: 【When Linked】 a purple Unit card with <Suppression> from the trash to the
-- hand; 【Burst】.
-- Props: GD04-061 G-Falcon (link [Pala Sys]), GD04-049 Gundam DX (purple, <Suppression>),
-- GD04-066 Unicorn Gundam (Awakened) (white, <Suppression>), GD04-050 Destiny Gundam (purple, no
-- <Suppression>).

scenario({"13-2-11-1", "10-2-2-1"}, "GD04-094 Pala Sys: linked, a purple <Suppression> Unit card from the trash to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-094", as = "pala"}},
                         trash = {{"GD04-049", as = "dx"}, {"GD04-066", as = "unicorn"}, {"GD04-050", as = "destiny"}},
                         battle = {{"GD04-061", as = "falcon"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "pala") .. " " .. c(g, "falcon"))
  ok(g:linked("falcon"))
  eq(g:loc("dx"), "hand")
  eq(g:loc("unicorn"), "trash", "white")
  eq(g:loc("destiny"), "trash", "no <Suppression>")
end)

scenario("10-2-2", "GD04-094 Pala Sys: none in the trash, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-094", as = "pala"}},
                         trash = {{"GD04-066", as = "unicorn"}}, battle = {{"GD04-061", as = "falcon"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "pala") .. " " .. c(g, "falcon"))
  eq(g:loc("unicorn"), "trash")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-5-1", "GD04-094 Pala Sys 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-094", as = "pala"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("pala"), "hand")
end)
