-- GD05-012 Forbidden Gundam: 【When Linked】Choose 1 rested enemy Unit that is Lv.3 or lower.
-- Return it to its owner's hand.

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}}, battle = {{"GD05-012", as = "forbidden"}} },
               p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "lv3"},      -- Guncannon Lv.3
                                           {"ST01-005", rested = true, as = "lv2"},      -- GM Lv.2
                                           {"GD01-013", rested = true, as = "lv4"},      -- Gundam Lv.4
                                           {"ST04-004", as = "active"}} } }              -- Moebius Lv.1, active
end

scenario({"13-2-11-1", "10-2-2"}, "GD05-012 Forbidden Gundam 【When Linked】: a rested enemy Unit Lv.3 or lower to its owner's hand",
         function()
  local g = board("GD05-091")                       -- Sting Oakley: (Biological CPU)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "forbidden"))
  ok(g:linked("forbidden"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "lv3"))
  g:expect_option(c(g, "lv2"))
  g:expect_no_option(c(g, "lv4"))                   -- Lv.4
  g:expect_no_option(c(g, "active"))                -- not rested
  g:choose(c(g, "lv3"))
  g:expect_loc("lv3", "hand")
  eq(g:owner("lv3"), 2)
  g:expect_loc("lv2", "battle")
end)

scenario({"13-2-11-1", "13-2-9-1"}, "GD05-012 Forbidden Gundam: paired without a link: nothing", function()
  local g = board("GD05-082")                       -- Andrew Waldfeld: no (Biological CPU)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "forbidden"))
  ok(not g:linked("forbidden"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_loc("lv3", "battle")
  g:expect_loc("lv2", "battle")
end)
