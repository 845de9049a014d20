-- GD05-118 Incendiary Spark: 【Main】Choose 1 enemy Unit. It gets AP-2 during this turn. If you use
-- an EX Resource to play this card, rest the enemy Unit.
-- Props: GD04-020 Gundam Lfrith Ur (AP4) as the enemy Unit.

local function board()
  return game{ p1 = { deck = 10, resources = {2, ex = 1}, hand = {{"GD05-118", as = "spark"}} },
               p2 = { deck = 10, battle = {{"GD04-020", as = "ur"}} } }
end

scenario({"7-5-2-2-3"}, "GD05-118 Incendiary Spark: paid with an EX Resource, AP-2 and rested", function()
  local g = board()
  g:choose("play " .. c(g, "spark") .. " ex1")
  eq(g:loc("spark"), "trash")
  eq(g:ap("ur"), 2)
  eq(g:rested("ur"), true)
end)

scenario({"7-5-2-2-3"}, "GD05-118 Incendiary Spark: paid with normal Resources, AP-2 only", function()
  local g = board()
  g:choose("play " .. c(g, "spark"))
  eq(g:loc("spark"), "trash")
  eq(g:ap("ur"), 2)
  eq(g:rested("ur"), false)
end)
