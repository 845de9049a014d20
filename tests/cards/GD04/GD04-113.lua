-- GD04-113 Damage Control: 【Burst】Choose 1 enemy Unit. It gets AP-2 during this turn.
-- 【Action】Choose 1 of your Units. During this battle, reduce battle damage it receives by 3.
-- Props: ST08-007 Penelope (AP5 HP4), GD01-013 Gundam (AP3 HP4), TEST-A19-002.
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "8-6-1"}, "GD04-113 Damage Control: battle damage reduced by 3 during this battle, not effect damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD04-113", as = "dc"}},
                         battle = {{"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t"}},
                         battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "gundam"))
  g:choose("play " .. c(g, "dc"))       -- P1 acts first in the action step (8-4-1)
  while g:has_option("pass") do g:pass() end
  eq(g:damage("gundam"), 2, "5 - 3")
  g:choose("play " .. c(g, "t"))        -- the battle is over: no more reduction
  g:expect_loc("gundam", "trash")      -- 2 + 3 of 4 HP
end)

scenario({"13-2-5-1"}, "GD04-113 Damage Control: 【Burst】 gives an enemy Unit AP-2 this turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"GD04-113"} },
                  p2 = { deck = 10, battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  eq(g:ap("penelope"), 3)
end)
