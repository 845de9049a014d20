-- GD03-069 Graham's Union Flag Custom: <High-Maneuver>.  【During Link】At the end of the turn when
-- this Unit is paired with a Pilot, set it as active.
-- Props: GD03-098 Graham Aker (links [Graham Aker]), ST02-010 Heero Yuy (does not link).

scenario({"13-2-9-1", "7-6-4", "13-2-12-1"}, "GD03-069 Graham's Union Flag Custom: paired and linked, it is set active at that turn's end",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-098", as = "graham"}},
                         battle = {{"GD03-069", as = "flag"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("pair " .. c(g, "graham") .. " " .. c(g, "flag"))
  ok(g:linked("flag"))
  g:choose("attack " .. c(g, "flag") .. " p2")
  while g:has_option("pass") do g:pass() end
  ok(g:rested("flag"))
  g:end_main()
  g:expect_state{ active = 2 }
  ok(not g:rested("flag"), "set active at the end of the turn")
end)

scenario({"13-2-12-1", "7-6-4"}, "GD03-069 Graham's Union Flag Custom: not linked, or a later turn: stays rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD03-069", as = "flag"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "flag"))
  g:choose("attack " .. c(g, "flag") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:end_main()
  ok(g:rested("flag"))
  local h = game{ p1 = { deck = 10, battle = {{"GD03-069", pilot = "GD03-098", as = "flag"}} },
                  p2 = { deck = 10, shields = 2 } }
  h:choose("attack " .. c(h, "flag") .. " p2")
  while h:has_option("pass") do h:pass() end
  h:end_main()
  ok(h:rested("flag"), "paired before this turn")
end)
