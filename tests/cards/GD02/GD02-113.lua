-- GD02-113 Sisterly Care: 【Main】/【Action】If a friendly (Teiwaz) Link Unit is in play, choose 1
-- enemy Unit with 2 or less AP. Destroy it.  【Pilot】[Amida Arca]

scenario("10-1-8-1", "GD02-113 Sisterly Care: with a (Teiwaz) Link Unit, destroy an enemy Unit with 2 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-113", as = "cmd"}},
                         battle = {{"GD02-061", pilot = "GD02-095", as = "hyakuri"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  ok(g:linked("hyakuri"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("gm", "trash")
  g:expect_loc("rezel", "battle")
end)

scenario({"10-1-8-1", "10-2-1"}, "GD02-113 Sisterly Care: a (Teiwaz) Unit that is not linked: nothing is destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-113", as = "cmd"}},
                         battle = {{"GD02-061", pilot = "GD01-089", as = "hyakuri"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "cmd"))    -- (playable: the condition is not a target, 10-1-8-1-1)
  g:expect_loc("gm", "battle")
  g:expect_loc("cmd", "trash")
end)

scenario("10-1-8-1-1", "GD02-113 Sisterly Care: a (Teiwaz) Link Unit but no enemy Unit with 2 or less AP: can't be played",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-113", as = "cmd"}},
                         battle = {{"GD02-061", pilot = "GD02-095"}} },
                  p2 = { deck = 10, battle = {"GD01-018"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
