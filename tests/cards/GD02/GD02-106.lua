-- GD02-106 White Wolf: 【Action】During this battle, your shield area cards can't receive damage
-- from enemy Units that are Lv.3 or lower.  【Pilot】[Woolf Enneacle]

scenario("8-4-1", "GD02-106 White Wolf: a Lv.3 attacker's damage to your Shields is prevented this battle", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-106", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  while g:state().step ~= "" and g:decision().kind == "action" do g:pass() end
  g:expect_count(1, "shields", 2)
end)

scenario("8-4-1", "GD02-106 White Wolf: a Lv.4 attacker's damage lands", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-106", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  while g:state().step ~= "" and g:decision().kind == "action" do g:pass() end
  g:expect_count(1, "shields", 1)
end)

scenario("3-4-6", "GD02-106 White Wolf: paired as a Pilot, it gives AP+1", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-106", as = "cmd"}}, battle = {{"GD02-026", as = "genoace"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "cmd") .. " " .. c(g, "genoace"))
  eq(g:ap("genoace"), 2 + 1)
  ok(g:linked("genoace"), "[Woolf Enneacle] is Genoace Custom's link Pilot")
end)
