-- GD03-055 Gundam Hajiroboshi (2nd Form): scenario tests of scripts/cards/GD03/GD03-055.lua.
-- 【When Paired･Purple Pilot】Choose 1 enemy Unit that is Lv.2 or lower. Destroy it.
--
-- Props: GD03-096 Jamil Neate (purple Pilot), ST02-010 Heero Yuy (green Pilot); enemy ST01-005
-- GM (Lv.2), GD01-018 ReZEL (Lv.3).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}}, battle = {{"GD03-055", as = "haji"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
end

scenario("13-2-9-2", "GD03-055 Hajiroboshi (2nd Form) 【When Paired･Purple Pilot】: destroy an enemy Unit of Lv.2 or lower", function()
  local g = board("GD03-096")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "haji"))
  eq(g:loc("gm"), "trash")
  eq(g:loc("rezel"), "battle", "Lv.3")
end)

scenario("13-2-9-2", "GD03-055 Hajiroboshi (2nd Form): a Pilot that is not purple, nothing", function()
  local g = board("ST02-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "haji"))
  eq(g:loc("gm"), "battle")
end)
