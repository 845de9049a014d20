-- GD03-078 Tieren High Mobility Type: scenario tests of scripts/cards/GD03/GD03-078.lua.
-- 【During Link】【Destroyed】Return the card paired with this Unit to your hand.
--
-- It links with GD03-122 Veteran Tactics (a Command with 【Pilot】[Sergei Smirnov]); AP3+0 HP1+1.
-- ST02-010 Heero Yuy does not link.  It attacks a rested GD01-027 Big Zam (AP5) and is destroyed.

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"GD03-078", pilot = {pilot, as = "pilot"}, as = "tieren"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

scenario({"13-2-12-1", "13-2-8-1", "3-3-6"}, "GD03-078 Tieren High Mobility Type 【During Link】【Destroyed】: its Pilot card returns to your hand",
         function()
  local g = board("GD03-122")
  ok(g:linked("tieren"))
  g:choose("attack " .. c(g, "tieren") .. " " .. c(g, "bigzam"))
  eq(g:loc("tieren"), "trash")
  g:expect_count(1, "hand", 1)
  eq(g:number(g:cards(1, "hand")[1]), "GD03-122")
end)

scenario("13-2-12-1", "GD03-078 Tieren High Mobility Type: not linked, the Pilot stays in the trash", function()
  local g = board("ST02-010")
  g:choose("attack " .. c(g, "tieren") .. " " .. c(g, "bigzam"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "trash", 2)
end)
