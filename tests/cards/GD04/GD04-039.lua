-- GD04-039 Rozen Zulu (Lv.4, cost 6): cost -4 in the hand with 8 (Neo Zeon) cards in the trash;
-- 【Deploy】 1 damage to an enemy Unit, 3 if it has <Repair>.
-- Props: GD04-040 Schuzrum-Galluss ((Neo Zeon)), GD04-004 Psycho Gundam Mk-Ⅱ (<Repair 2>, HP7),
-- GD04-010 Gaplant (HP4).

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

local function rested_resources(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "resources")) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

scenario({"10-1-5-3", "2-10-1"}, "GD04-039 Rozen Zulu: 8 (Neo Zeon) cards in the trash, it costs 2", function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = copies("GD04-040", 8),
                         hand = {{"GD04-039", as = "rozen"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "rozen"))
  eq(g:loc("rozen"), "battle")
  eq(rested_resources(g), 2)
end)

scenario("10-1-5-3", "GD04-039 Rozen Zulu: 7 (Neo Zeon) cards, it costs 6: not playable with 4 Resources", function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = copies("GD04-040", 7),
                         hand = {{"GD04-039", as = "rozen"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "rozen"))
end)

scenario("10-1-9-1", "GD04-039 Rozen Zulu: 3 damage to a Unit with <Repair>, 1 to one without", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-039", as = "rozen"}, {"GD04-039", as = "rozen2"}} },
                  p2 = { deck = 10, battle = {{"GD04-004", as = "psycho"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "rozen"))
  g:choose(c(g, "psycho"))
  eq(g:damage("psycho"), 3)
  g:next_turn()
  g:next_turn()
  g:choose("play " .. c(g, "rozen2"))
  g:choose(c(g, "gaplant"))
  eq(g:damage("gaplant"), 1)
end)
