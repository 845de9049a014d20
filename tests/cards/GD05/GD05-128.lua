-- GD05-128 Gundam Fight: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (MF) Link Unit is in play, choose 1 friendly Unit. It
-- gets AP+2 during this turn.

scenario({"13-2-5-1", "13-2-6-1"}, "GD05-128 Gundam Fight 【Burst】: deployed; 【Deploy】: a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD05-128", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-1-1", "10-2-1"}, "GD05-128 Gundam Fight: rest it, with an (MF) Link Unit: a friendly Unit gets AP+2 this turn", function()
  local g = game{ p1 = { deck = 10, base = {{"GD05-128", as = "fight"}},
                         battle = {{"GD05-072", pilot = "GD05-097", as = "rising"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  ok(g:linked("rising"))
  g:choose("activate " .. c(g, "fight") .. " 3")
  ok(g:rested("fight"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4)
  g:expect_no_option("activate " .. c(g, "fight") .. " 3")    -- rested
  g:next_turn()
  eq(g:ap("gm"), 2)
end)

scenario({"13-2-1-1", "10-2-1"}, "GD05-128 Gundam Fight: an (MF) Unit without a link: can't be activated", function()
  local g = game{ p1 = { deck = 10, base = {{"GD05-128", as = "fight"}}, battle = {{"GD05-072", pilot = "GD05-082"}} },
                  p2 = { deck = 10, battle = {{"GD05-072", pilot = "GD05-097"}} } }     -- an enemy (MF) Link Unit
  g:expect_no_option("activate " .. c(g, "fight") .. " 3")
end)
