-- GD05-034 Gaia Gundam: 【During Pair】【Once per Turn】When this Unit destroys an enemy shield area card
-- with battle damage, that enemy player may discard 1. If they don't discard with this effect, you
-- may deploy 1 (Phantom Pain) Unit card that is Lv.4 or lower from your hand.
-- Props: ST02-010 Heero Yuy (a Pilot), GD05-047 Exass (Phantom Pain, Lv3), ST01-005 GM.

scenario({"10-1-3", "13-2-10-1"}, "GD05-034 Gaia Gundam: the enemy discards -- or you deploy a (Phantom Pain) Unit", function()
  local g = game{ p1 = { deck = 10, hand = {{"GD05-047", as = "exass"}}, battle = {{"GD05-034", pilot = "ST02-010", as = "gaia"}} },
                  p2 = { deck = 10, shields = 2, hand = {"ST01-005"} } }
  g:choose("attack " .. c(g, "gaia") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_count(2, "hand", 0)
  g:expect_loc("exass", "hand")
  local h = game{ p1 = { deck = 10, hand = {{"GD05-047", as = "exass"}}, battle = {{"GD05-034", pilot = "ST02-010", as = "gaia"}} },
                  p2 = { deck = 10, shields = 2, hand = {"ST01-005"} } }
  h:choose("attack " .. c(h, "gaia") .. " p2")
  while h:has_option("pass") do h:pass() end
  h:choose("no")
  h:choose(c(h, "exass"))
  h:expect_loc("exass", "battle")
end)

scenario({"13-2-10-1"}, "GD05-034 Gaia Gundam: not without a Pilot", function()
  local g = game{ p1 = { deck = 10, hand = {{"GD05-047", as = "exass"}}, battle = {{"GD05-034", as = "gaia"}} },
                  p2 = { deck = 10, shields = 2, hand = {"ST01-005"} } }
  g:choose("attack " .. c(g, "gaia") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:expect_decision{ kind = "action", player = 1 }
end)
