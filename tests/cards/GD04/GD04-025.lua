-- GD04-025 Gundvölva: 【Destroyed】 during your turn, with another (Dawn of Fold) Unit in play,
-- place 1 EX Resource.
-- Props: GD04-020 Gundam Lfrith Ur ((Dawn of Fold)), GD04-031 Heindree ((Academy) only),
-- GD04-027 Bigro (AP5 HP4).

local function ex_count(g, p)
  local n = 0
  for _, id in ipairs(g:cards(p, "resources")) do
    if g:number(id) == "EXR-001" then n = n + 1 end
  end
  return n
end

scenario({"13-2-8-1", "10-2-1", "5-17-3-2-1"}, "GD04-025 Gundvölva: destroyed in your turn with another (Dawn of Fold) Unit, 1 EX Resource",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-025", as = "volva"}, "GD04-020"} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "volva") .. " " .. c(g, "bigro"))
  eq(g:loc("volva"), "trash")
  eq(ex_count(g, 1), 1)
end)

scenario("10-2-1", "GD04-025 Gundvölva: no other (Dawn of Fold) Unit, no EX Resource", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-025", as = "volva"}, "GD04-031"} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "volva") .. " " .. c(g, "bigro"))
  eq(g:loc("volva"), "trash")
  eq(ex_count(g, 1), 0)
end)

scenario("10-2-1", "GD04-025 Gundvölva: destroyed in the opponent's turn, no EX Resource", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, battle = {{"GD04-025", rested = true, as = "volva"}, "GD04-020"} },
                  p2 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} } }
  g:choose("attack " .. c(g, "bigro") .. " " .. c(g, "volva"))
  eq(g:loc("volva"), "trash")
  eq(ex_count(g, 1), 0)
end)
