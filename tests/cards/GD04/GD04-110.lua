-- GD04-110 Financier: 【Main】/【Action】 deploy 1 EX Base.

scenario({"5-17-3-1-1", "10-1-8-1"}, "GD04-110 Financier: an EX Base into an empty base section", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-110", as = "financier"}} },
                  p2 = { deck = 10 } }
  g:expect_count(1, "base", 0)
  g:choose("play " .. c(g, "financier"))
  g:expect_count(1, "base", 1)
  local exb = g:cards(1, "base")[1]
  eq(g:number(exb), "EXB-001")
  eq(g:hp(exb), 3)
end)

scenario({"11-5-2", "8-4-1"}, "GD04-110 Financier 【Action】: a damaged Base is replaced by a new EX Base", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, resources = 6, base = {{"EXB-001", damage = 2, as = "old"}},
                         hand = {{"GD04-110", as = "financier"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "financier"))
  eq(g:loc("old"), "outside", "the old EX Base is trashed (a token: it leaves the game)")
  g:expect_count(2, "base", 0, "the new EX Base took the attack's 5 damage")
end)
