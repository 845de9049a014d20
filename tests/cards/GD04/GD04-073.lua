-- GD04-073 ∀ Gundam: 【Activate･Main】【Once per Turn】①: AP+2 during this turn.

local function rested_resources(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "resources")) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

scenario({"10-1-7-3", "13-2-13-1"}, "GD04-073 ∀ Gundam: pay ① for AP+2, once a turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"GD04-073", as = "turn_a"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "turn_a") .. " 1")
  eq(g:ap("turn_a"), 5)
  eq(rested_resources(g), 1)
  g:expect_no_option("activate " .. c(g, "turn_a") .. " 1")
  g:next_turn()
  eq(g:ap("turn_a"), 3, "during this turn only")
end)

scenario("10-1-7-3", "GD04-073 ∀ Gundam: no active Resource, no activation", function()
  local g = game{ p1 = { deck = 10, resources = {1, rested = 1}, battle = {{"GD04-073", as = "turn_a"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "turn_a") .. " 1")
end)
