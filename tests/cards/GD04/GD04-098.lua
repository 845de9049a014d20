-- GD04-098 Riddhe Marcenas: 【Burst】Add this card to your hand.  【During Link】When this Unit
-- receives effect damage from an enemy, reduce it by 2.
-- Props: GD04-072 Banshee Norn (Unicorn Mode) (link [Riddhe Marcenas], HP3 + 2), GD01-013 Gundam,
-- TEST-A19-002 (deal 3 damage to an enemy Unit), ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-12-1"}, "GD04-098 Riddhe Marcenas: linked, enemy effect damage reduced by 2, not battle damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-072", pilot = "GD04-098", rested = true, as = "banshee"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t1"}}, battle = {{"ST01-005", as = "gm"}} } }
  ok(g:linked("banshee"))
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("banshee"), 1, "3 - 2")
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "banshee"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("banshee"), 3, "+ 2 battle damage")
end)

scenario({"13-2-12-1"}, "GD04-098 Riddhe Marcenas: not when the Unit is not linked", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD01-013", pilot = "GD04-098", as = "gundam"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t1"}} } }
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("gundam"), 3)
end)
