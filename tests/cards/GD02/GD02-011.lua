-- GD02-011 Moebius (Peacemaker Team): 【Activate･Action】Destroy this Unit：Choose 1 enemy Base/enemy
-- Shield this Unit is battling. Deal 6 damage to it.
-- Props: ST01-015 White Base (a Base), ST01-005 GM.

scenario({"10-1-7-4", "8-4-1"}, "GD02-011 Moebius: attacking a player, destroy it: 6 damage to their Base", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-011", as = "moebius"}} },
                  p2 = { deck = 10, shields = 2, base = {{"ST01-015", as = "wb"}} } }
  g:choose("attack " .. c(g, "moebius") .. " p2")
  g:choose("activate " .. c(g, "moebius") .. " 1")
  g:expect_loc("moebius", "trash")
  g:expect_loc("wb", "trash")
  g:expect_count(2, "shields", 2)
end)

scenario({"10-1-7-4", "5-22-1"}, "GD02-011 Moebius: its Shield; not when it attacks a Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-011", as = "moebius"}} }, p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "moebius") .. " p2")
  g:choose("activate " .. c(g, "moebius") .. " 1")
  g:expect_count(2, "shields", 1)
  local h = game{ p1 = { deck = 10, battle = {{"GD02-011", as = "moebius"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  h:choose("attack " .. c(h, "moebius") .. " " .. c(h, "gm"))
  ok(logged(h, "P1 passes"), "nothing to activate")
end)
