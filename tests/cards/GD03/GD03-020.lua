-- GD03-020 Zaku Ⅱ FZ: scenario tests of scripts/cards/GD03/GD03-020.lua.
-- 【When Paired】If there are 4 or more (Cyclops Team) cards in your trash, deploy 2 rested [Ad
-- Balloon] Unit tokens.
-- While you have a Unit with "Ad Balloon" in its card name in play, this Unit can't receive enemy
-- battle damage.
--
-- Props: GD03-027 Z'Gok E ((Cyclops Team)), ST01-005 GM (not), GD03-089 Bernard Wiseman (a Lv.2
-- Pilot), T-014 Ad Balloon (the token); enemy GD01-018 ReZEL (AP4).

local function balloons(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "battle")) do
    if g:number(id) == "T-014" then
      n = n + 1
      ok(g:rested(id), "the Ad Balloon is deployed rested")
    end
  end
  return n
end

scenario({"13-2-9-1", "5-17-1"}, "GD03-020 Zaku Ⅱ FZ 【When Paired】: 4 (Cyclops Team) cards in the trash, 2 rested Ad Balloons",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = {"GD03-027", "GD03-027", "GD03-027", "GD03-090"},
                         hand = {{"ST02-010", as = "pilot"}}, battle = {{"GD03-020", as = "fz"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "fz"))
  eq(balloons(g), 2)
  g:expect_count(1, "battle", 3)
end)

scenario("10-2-1", "GD03-020 Zaku Ⅱ FZ: 3 (Cyclops Team) cards in the trash, no token", function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = {"GD03-027", "GD03-027", "GD03-027", "ST01-005"},
                         hand = {{"ST02-010", as = "pilot"}}, battle = {{"GD03-020", as = "fz"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "fz"))
  eq(balloons(g), 0)
end)

scenario({"10-1-5-3", "8-5-3"}, "GD03-020 Zaku Ⅱ FZ: with an Ad Balloon in play, no enemy battle damage", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-020", rested = true, as = "fz"}, {"T-014", rested = true}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "fz"))
  eq(g:loc("fz"), "battle")
  eq(g:damage("fz"), 0, "ReZEL's 4 battle damage prevented")
  eq(g:damage("rezel"), 1, "Zaku Ⅱ FZ (AP1) still deals its damage")
end)

scenario("10-1-5-3", "GD03-020 Zaku Ⅱ FZ: without an Ad Balloon it takes battle damage", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-020", rested = true, as = "fz"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"T-014", as = "enemy_balloon"}} } }
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "fz"))
  eq(g:loc("fz"), "trash", "an enemy Ad Balloon does not count")
end)

scenario("10-1-5-3", "GD03-020 Zaku Ⅱ FZ: effect damage is not prevented", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-020", as = "fz"}, "T-014"} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "cmd"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "fz"))
  eq(g:damage("fz"), 1, "GD01-115 Zeon Remnant Forces' 1 damage")
end)
