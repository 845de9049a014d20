-- GD03-080 Gundam Kimaris Trooper (Trooper Mode): scenario tests of scripts/cards/GD03/GD03-080.lua.
-- 【When Linked】Choose 1 (Gjallarhorn) Command card from your trash. Add it to your hand.
--
-- Props: GD02-099 Gaelio Bauduin (links), ST02-010 Heero Yuy (no link); (Gjallarhorn) Command
-- cards GD02-118 and GD02-119; GD03-073 Graze Ein is a (Gjallarhorn) Unit card.

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}},
                      trash = {{"GD02-118", as = "cmd1"}, {"GD02-119", as = "cmd2"}, {"GD03-073", as = "unit"}},
                      battle = {{"GD03-080", as = "kimaris"}} },
               p2 = { deck = 10 } }
end

scenario("13-2-11-1", "GD03-080 Kimaris Trooper 【When Linked】: a (Gjallarhorn) Command card from the trash to the hand", function()
  local g = board("GD02-099")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "kimaris"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "unit"))
  g:choose(c(g, "cmd2"))
  eq(g:loc("cmd2"), "hand")
  eq(g:loc("cmd1"), "trash")
end)

scenario("13-2-11-1", "GD03-080 Kimaris Trooper: paired without a link, nothing", function()
  local g = board("ST02-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "kimaris"))
  g:expect_count(1, "trash", 3)
  g:expect_count(1, "hand", 0)
end)
