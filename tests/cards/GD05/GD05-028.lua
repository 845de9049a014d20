-- GD05-028 Kayra's Jegan: 【Deploy】Choose 1 of your (Londo Bell) Units. During this turn, it may
-- choose an active enemy Unit with 4 or less AP as its attack target.

local function board()
  return game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-028", as = "kjegan"}},
                      battle = {{"GD05-027", as = "jegan"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10, battle = {{"GD01-013", as = "ap3"}, {"GD01-027", as = "ap5"}} } }
end

scenario({"13-2-6-1", "8-2-1"}, "GD05-028 Kayra's Jegan: the chosen (Londo Bell) Unit may attack an active enemy Unit with 4 or less AP",
         function()
  local g = board()
  g:expect_no_option("attack " .. c(g, "jegan") .. " " .. c(g, "ap3"))
  g:choose("play " .. c(g, "kjegan"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "jegan"))
  g:expect_option(c(g, "kjegan"))          -- itself: a (Londo Bell) Unit
  g:expect_no_option(c(g, "gm"))           -- no (Londo Bell)
  g:choose(c(g, "jegan"))
  g:expect_option("attack " .. c(g, "jegan") .. " " .. c(g, "ap3"))
  g:expect_no_option("attack " .. c(g, "jegan") .. " " .. c(g, "ap5"))   -- AP5
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "ap3"))      -- not chosen
  g:choose("attack " .. c(g, "jegan") .. " " .. c(g, "ap3"))
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  eq(g:damage("ap3"), 2)
end)

scenario({"13-2-6-1", "8-2-1"}, "GD05-028 Kayra's Jegan: during this turn only", function()
  local g = board()
  g:choose("play " .. c(g, "kjegan"))
  g:choose(c(g, "jegan"))
  g:next_turn()
  g:next_turn()
  g:expect_state{ active = 1 }
  g:expect_no_option("attack " .. c(g, "jegan") .. " " .. c(g, "ap3"))
end)
