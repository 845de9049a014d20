-- EB01-062 Jona Basta: 【Burst】Add this card to your hand.  【Attack】【Once per Turn】Choose 1 enemy
-- player. They may draw 1. If they draw with this effect, draw 1.
-- Props: ST01-005 GM (the Unit it pilots), three players.

scenario({"10-1-3", "13-2-13-1"}, "EB01-062 Jona Basta: the chosen enemy player may draw 1; if they do, you draw 1", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-062", as = "gm"}} },
                  p2 = { deck = 10, shields = 2 },
                  p3 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 1 }                  -- choose 1 enemy player
  g:choose("p3")
  g:expect_decision{ kind = "yesno", player = 3 }
  g:choose("yes")
  g:expect_count(3, "hand", 1)
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 0)
end)

scenario({"10-1-3"}, "EB01-062 Jona Basta: they decline: nobody draws", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-062", as = "gm"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }  -- one enemy player: chosen without asking
  g:choose("no")
  g:expect_count(2, "hand", 0)
  g:expect_count(1, "hand", 0)
end)
