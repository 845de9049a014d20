-- GD05-036 Haow Gundam: 【When Paired】You may choose 1 of your other active (MF) Units. Rest it. If
-- you do, deal 2 damage to all enemy Units whose Lv. is equal to or lower than that Unit.

local function board()
  return game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-082", as = "pilot"}},
                      battle = {{"GD05-036", as = "haow"}, {"GD05-072", as = "rising"},       -- Rising Gundam: (MF) Lv.4
                                {"GD05-075", rested = true, as = "royal"},                   -- (MF), rested
                                {"GD01-013", as = "gundam"}} },                              -- no (MF)
               p2 = { deck = 10, battle = {{"ST01-005", as = "lv2"}, {"ST01-003", as = "lv3"},
                                           {"GD01-013", as = "lv4"}, {"ST01-006", as = "lv5"}} } }
end

scenario({"13-2-9-1", "5-20-1"}, "GD05-036 Haow Gundam: rest another active (MF) Unit; 2 damage to every enemy Unit up to its Lv.",
         function()
  local g = board()
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "haow"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "rising"))
  g:expect_no_option(c(g, "royal"))      -- rested
  g:expect_no_option(c(g, "gundam"))     -- no (MF)
  g:expect_no_option(c(g, "haow"))       -- "other"
  g:choose(c(g, "rising"))
  ok(g:rested("rising"))
  g:expect_loc("lv2", "trash")           -- GM: HP2
  eq(g:damage("lv3"), 2)
  eq(g:damage("lv4"), 2)
  eq(g:damage("lv5"), 0, "Lv.5: higher than Rising Gundam's Lv.4")
  eq(g:damage("gundam"), 0, "your own Units are not dealt damage")
end)

scenario({"13-2-9-1", "10-1-3"}, "GD05-036 Haow Gundam: declined: nothing rested, no damage", function()
  local g = board()
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "haow"))
  g:choose({})
  ok(not g:rested("rising"))
  eq(g:damage("lv2") + g:damage("lv3") + g:damage("lv4"), 0)
end)
