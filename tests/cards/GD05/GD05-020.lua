-- GD05-020 Nu Gundam: 【During Pair】This Unit gains <Breach 3>.
-- 【Deploy】If there are 2 or more (Londo Bell) cards in your trash, place 1 EX Resource.

local function ex_resources(g, p)
  local n = 0
  for _, r in ipairs(g:cards(p, "resources")) do
    if g:number(r):sub(1, 3) == "EXR" then n = n + 1 end
  end
  return n
end

scenario({"13-2-6-1", "10-2-1"}, "GD05-020 Nu Gundam 【Deploy】: 2 (Londo Bell) cards in the trash: 1 EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-020", as = "nu"}}, trash = {"GD05-027", "GD05-086"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "nu"))
  eq(ex_resources(g, 1), 1)
  g:expect_count(1, "resources", 6)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD05-020 Nu Gundam 【Deploy】: 1 (Londo Bell) card in the trash: no EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-020", as = "nu"}}, trash = {"GD05-027", "ST01-005", "GD01-013"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "nu"))
  eq(ex_resources(g, 1), 0)
  g:expect_count(1, "resources", 5)
end)

scenario({"13-2-10-1", "13-1-2-1"}, "GD05-020 Nu Gundam 【During Pair】: <Breach 3> with a Pilot, none without", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-020", pilot = "ST01-010", as = "nu"}, {"GD05-020", as = "bare"}} },
                  p2 = { deck = 10, shields = 4, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  eq(g:keyword("nu", "breach"), 3)
  eq(g:keyword("bare", "breach"), 0)
  g:choose("attack " .. c(g, "nu") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(2, "shields", 3)        -- <Breach 3> destroyed the first Shield
end)
