-- GD04-106 Indiscriminate Violence: 【Main】Choose 1 friendly (Academy) Unit. During this turn, it
-- may choose an active enemy Unit with 5 or less AP as its attack target. If you use an EX
-- Resource to play this card, choose 1 to 2 friendly (Academy) Units instead.
-- Props: GD01-070 Gundam Aerial, GD01-084 Beguir-Pente ((Academy) Units), ST01-005 GM (AP2).

local function board()
  return game{ p1 = { deck = 10, resources = {4, ex = 1}, hand = {{"GD04-106", as = "iv"}},
                      battle = {{"GD01-070", as = "aerial"}, {"GD01-084", as = "bp"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
end

scenario({"7-5-2-2-3", "8-2-1"}, "GD04-106 Indiscriminate Violence: paid with an EX Resource, 1 to 2 (Academy) Units may attack active enemy Units",
         function()
  local g = board()
  g:expect_no_option("attack " .. c(g, "aerial") .. " " .. c(g, "gm"))
  g:choose("play " .. c(g, "iv") .. " ex1")
  local d = g:decision()
  eq(d.min, 1)
  eq(d.max, 2, "choose 1 to 2")
  g:choose({c(g, "aerial"), c(g, "bp")})
  g:expect_option("attack " .. c(g, "aerial") .. " " .. c(g, "gm"))
  g:expect_option("attack " .. c(g, "bp") .. " " .. c(g, "gm"))
end)

scenario({"7-5-2-2-3", "8-2-1"}, "GD04-106 Indiscriminate Violence: paid with normal Resources, only 1 Unit",
         function()
  local g = board()
  g:choose("play " .. c(g, "iv"))
  local d = g:decision()
  eq(d.max, 1, "choose 1")
  g:choose(c(g, "bp"))
  g:expect_option("attack " .. c(g, "bp") .. " " .. c(g, "gm"))
  g:expect_no_option("attack " .. c(g, "aerial") .. " " .. c(g, "gm"))
end)
