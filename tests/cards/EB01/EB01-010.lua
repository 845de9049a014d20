-- EB01-010 Gundam Barbatos 6th Form: 【Deploy･Development 3】■Choose 1 rested enemy Unit. Deal 2
-- damage to it.
-- Props: EB01-016 Tornado Gundam (G Generation), GD01-013 Gundam (HP4).

local function gg(n) local t = {} for i = 1, n do t[i] = "EB01-016" end return t end

scenario({"13-1-8-1"}, "EB01-010 Gundam Barbatos 6th Form: <Development 3>: 3 of 4 (G Generation) cards chosen and exiled, 2 damage",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-010", as = "barbatos"}}, trash = gg(4) },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("play " .. c(g, "barbatos"))
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 3, max = 3 }
  g:choose{1, 2, 3}
  g:expect_count(1, "removal", 3)
  eq(g:damage("gundam"), 2)
end)

scenario({"13-1-8-1", "10-2-2"}, "EB01-010 Gundam Barbatos 6th Form: 2 (G Generation) cards, or no rested enemy Unit: no question", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-010", as = "barbatos"}}, trash = gg(2) },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("play " .. c(g, "barbatos"))
  g:expect_decision{ kind = "action", player = 1 }
  local h = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-010", as = "barbatos"}}, trash = gg(3) },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  h:choose("play " .. c(h, "barbatos"))
  h:expect_decision{ kind = "action", player = 1 }
  h:expect_count(1, "trash", 3)
end)
