-- GD02-087 Orga, Crot, and Shani: 【Burst】Add this card to your hand.
-- 【When Linked】If this is a blue Unit, choose 1 enemy Unit with <Blocker>. Rest it.

scenario("13-2-5-1", "GD02-087 Orga, Crot, and Shani 【Burst】: to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-087", as = "ocs"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("ocs", "hand")
end)

scenario("13-2-11-1", "GD02-087 Orga, Crot, and Shani 【When Linked】: a blue Link Unit rests an enemy <Blocker>", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-087", as = "ocs"}}, battle = {{"GD02-006", as = "forbidden"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, {"GD01-018", as = "rezel"}} } }
  g:choose("pair " .. c(g, "ocs") .. " " .. c(g, "forbidden"))
  ok(g:linked("forbidden"))
  ok(g:rested("demi"))
  ok(not g:rested("rezel"), "no <Blocker>")
end)

scenario({"13-2-11-1", "10-2-1"}, "GD02-087 Orga, Crot, and Shani: paired, not linked: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-087", as = "ocs"}}, battle = {{"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("pair " .. c(g, "ocs") .. " " .. c(g, "hizack"))
  ok(not g:linked("hizack"))
  ok(not g:rested("demi"))
end)
