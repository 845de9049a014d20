-- GD02-108 That One Looks A Lot Stronger?: 【Main】Choose 1 friendly (Clan) Unit. During this turn,
-- it may choose an active enemy Unit that is Lv.4 or lower as its attack target.

scenario({"10-1-8-1", "8-2-1"}, "GD02-108 That One Looks A Lot Stronger?: a (Clan) Unit may attack an active Lv.4 enemy", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-108", as = "cmd"}},
                         battle = {{"GD02-024", as = "red"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}, {"GD02-072", as = "lv5"}} } }
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "lv4"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_option("attack " .. c(g, "red") .. " " .. c(g, "lv4"))
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "lv5"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "lv4"))
  g:next_turn(); g:next_turn()
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "lv4"))
end)

scenario("10-1-8-1-1", "GD02-108: no friendly (Clan) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-108", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD02-024"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
