-- GD02-119 Persistent and Fortudinous: 【Action】If you have a (Gjallarhorn) Link Unit in play,
-- choose 1 enemy Unit. It gets AP-3 during this battle.  【Pilot】[Carta Issue]

local function board(pilot)
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, resources = 2, shields = 2, hand = {{"GD02-119", as = "cmd"}},
                      battle = {{"GD02-082", pilot = pilot, rested = true, as = "graze"}} },
               p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
end

scenario("8-4-1", "GD02-119 Persistent and Fortudinous: with a (Gjallarhorn) Link Unit, an enemy Unit gets AP-3 this battle",
         function()
  local g = board("GD02-099")
  ok(g:linked("graze"))
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  ok(logged(g, "Big Zam #" .. c(g, "bigzam"):sub(2) .. " gets AP-3"))
  g:expect_state{ step = "" }          -- the battle is over (nobody had more to do)
  eq(g:ap("bigzam"), 5, "during this battle only")
end)

scenario({"8-4-1", "10-2-1"}, "GD02-119 Persistent and Fortudinous: a (Gjallarhorn) Unit not linked: nothing", function()
  local g = board("GD01-089")
  ok(not g:linked("graze"))
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  ok(not logged(g, "gets AP-3"))
  g:expect_loc("cmd", "trash")
end)
