-- ST10-014 Unlocking the Development Diagram: scenario tests of scripts/cards/ST10/ST10-014.lua.
-- When playing this card from your hand, you may discard 1 (G Generation) Unit card. If you do, play
-- this card as if it has 2 Lv. and cost.
-- 【Main】Draw 2.
--
-- Hand props: ST10-005 Nemo ((G Generation) Unit card), ST10-011 Kamille Bidan ((G Generation)
-- Pilot card), ST01-005 GM.

scenario({"13-2-3-1", "5-14-1"}, "ST10-014 Unlocking the Development Diagram: played for its cost 4 at Lv.4, draw 2", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-014", as = "cmd"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "hand", 2)
  g:expect_count(1, "deck", 8)
  g:expect_loc("cmd", "trash")
end)

scenario({"5-7-1", "5-11-1", "10-1-7-4"}, "ST10-014: discard a (G Generation) Unit card to play it at Lv.2 for 2", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST10-014", as = "cmd"}, {"ST10-005", as = "nemo"},
                                                           {"ST10-005", as = "nemo2"}, {"ST10-011", as = "kamille"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))   -- Lv.4: only 2 Resources
  g:choose("play " .. c(g, "cmd") .. " by 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "kamille"))    -- a Pilot card
  g:choose(c(g, "nemo"))
  g:expect_loc("nemo", "trash")
  g:expect_loc("cmd", "trash")
  g:expect_count(1, "hand", 2 + 2)
  for _, r in ipairs(g:cards(1, "resources")) do ok(g:rested(r), "the cost 2 paid") end
end)

scenario({"5-7-1", "10-1-7-4"}, "ST10-014: no (G Generation) Unit card in the hand (its declared discard cost), no other way to play it", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST10-014", as = "cmd"}, {"ST10-011"}, {"ST01-005"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd") .. " by 1")
  g:expect_no_option("play " .. c(g, "cmd"))
end)
