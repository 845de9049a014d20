-- GD05-049 Sazabi: <Suppression>
-- 【Attack】You may choose 1 of your Units. Destroy it. If you do, all enemy players each choose 1 of
-- their non-battling Units. Destroy them.

local function board()
  return game{ p1 = { deck = 10, battle = {{"GD05-049", as = "sazabi"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "attacked"},
                                           {"ST01-003", as = "a"}, {"ST01-005", as = "b"}} } }
end

scenario({"13-2-7-1", "5-20-1", "5-22-1"}, "GD05-049 Sazabi: destroy one of yours; the enemy destroys 1 of their non-battling Units",
         function()
  local g = board()
  g:choose("attack " .. c(g, "sazabi") .. " " .. c(g, "attacked"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "sazabi"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "choose", player = 2, min = 1, max = 1 }
  g:expect_option(c(g, "a"))
  g:expect_option(c(g, "b"))
  g:expect_no_option(c(g, "attacked"))     -- battling
  g:choose(c(g, "b"))
  g:expect_loc("b", "trash")
  g:expect_loc("a", "battle")
end)

scenario({"13-2-7-1", "5-20-1", "10-1-3"}, "GD05-049 Sazabi: declined: nothing is destroyed", function()
  local g = board()
  g:choose("attack " .. c(g, "sazabi") .. " " .. c(g, "attacked"))
  g:choose({})
  g:expect_loc("gm", "battle")
  g:expect_loc("a", "battle")
  g:expect_loc("b", "battle")
end)

scenario({"13-2-7-1", "8-2-4"}, "GD05-049 Sazabi: it may destroy itself; the attacked Unit is still battling", function()
  local g = board()
  g:choose("attack " .. c(g, "sazabi") .. " " .. c(g, "attacked"))
  g:choose(c(g, "sazabi"))
  g:expect_loc("sazabi", "trash")
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_no_option(c(g, "attacked"))
  g:choose(c(g, "a"))
  g:expect_loc("a", "trash")
end)

scenario({"13-2-7-1", "13-1-7-1"}, "GD05-049 Sazabi: attacking the player, with <Suppression>: the enemy chooses among all their Units",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-049", as = "sazabi"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-003", rested = true, as = "a"}} } }
  g:choose("attack " .. c(g, "sazabi") .. " p2")
  g:choose(c(g, "gm"))
  g:expect_loc("a", "trash")                -- the only candidate
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  g:expect_count(2, "shields", 1)           -- <Suppression>: the first 2 Shields
end)

scenario({"13-2-7-1", "12-2-6"}, "GD05-049 Sazabi: in a Battle Royale every enemy player chooses", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, battle = {{"GD05-049", as = "sazabi"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-003", as = "a2"}, {"ST01-005", as = "b2"}} },
                  p3 = { deck = 10, shields = 3, battle = {{"ST01-003", as = "a3"}, {"ST01-005", as = "b3"}} } }
  g:choose("attack " .. c(g, "sazabi") .. " p2")
  g:choose(c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "a2"))
  g:expect_decision{ kind = "choose", player = 3 }
  g:expect_loc("a2", "battle")              -- destroyed together, after every choice
  g:choose(c(g, "b3"))
  g:expect_loc("a2", "trash")
  g:expect_loc("b3", "trash")
  g:expect_loc("b2", "battle")
  g:expect_loc("a3", "battle")
end)
