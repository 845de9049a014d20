-- GD04-075 GN-X (Lv.4, cost 6): cost -1 in the hand per (UN)/(Superpower Bloc) Command card in
-- the trash.
-- Props: GD04-118 World Distortion ((UN) Command), GD03-122 Veteran Tactics ((Superpower Bloc)
-- (UN) Command), GD04-079 Agrissa ((Superpower Bloc) Unit card), GD04-109 Overwhelming Pressure
-- (Command, no trait).

local function rested_resources(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "resources")) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

scenario({"10-1-5-3", "2-10-1"}, "GD04-075 GN-X: 2 such Command cards in the trash, it costs 4", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-075", as = "gnx"}},
                         trash = {"GD04-118", "GD03-122", "GD04-079", "GD04-109"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gnx"))
  eq(g:loc("gnx"), "battle")
  eq(rested_resources(g), 4)
end)

scenario("10-1-5-3", "GD04-075 GN-X: a Unit card and a Command card without the traits do not count", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-075", as = "gnx"}},
                         trash = {"GD04-118", "GD04-079", "GD04-109"} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "gnx"))    -- cost 5
  g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-075", as = "gnx"}},
                   trash = {"GD04-118", "GD04-079", "GD04-109"} },
            p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "gnx"))
end)
