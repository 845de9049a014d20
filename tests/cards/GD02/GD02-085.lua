-- GD02-085 Four Murasame: 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】During your turn, when this Unit recovers HP, if you have 4 or less
-- cards in your hand, draw 1.

scenario("13-2-5-1", "GD02-085 Four Murasame 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-085", as = "four"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("four", "hand")
end)

scenario({"13-2-12-1", "13-2-13-1"}, "GD02-085 Four Murasame: the Link Unit recovers in your turn, hand of 4: draw 1, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-100", as = "t1"}, {"GD02-100", as = "t2"}, "ST01-005", "ST01-005"},
                         battle = {{"GD02-007", pilot = "GD02-085", damage = 3, as = "psycho"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("psycho"), "Psycho Gundam (MA Mode) links with a (Cyber-Newtype)")
  g:choose("play " .. c(g, "t1"))      -- Dramatic Turnabout: recover 2, then draw 1
  eq(g:damage("psycho"), 1)
  g:expect_count(1, "hand", 3 + 1 + 1)  -- Four Murasame's draw (hand of 3) and the Command's own
  g:choose("play " .. c(g, "t2"))
  eq(g:damage("psycho"), 0)
  g:expect_count(1, "hand", 5 - 1 + 1)  -- the Command's draw only: 【Once per Turn】
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-085 Four Murasame: 5 cards in hand, or the opponent's turn: no draw", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-100", as = "t1"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"},
                         battle = {{"GD02-007", pilot = "GD02-085", damage = 3, as = "psycho"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "t1"))
  g:expect_count(1, "hand", 5 + 1)    -- 5 left after playing it: only the Command's draw
  -- the opponent's turn: P1 plays GD01-101 (【Action】: a friendly Link Unit recovers 3 HP)
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, resources = 5, shields = 2, hand = {{"GD01-101", as = "cmd"}},
                   battle = {{"GD02-007", pilot = "GD02-085", damage = 3, as = "psycho"}} },
            p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p1")
  if g:decision().kind == "action" and g:state().step == "block step" then g:pass() end
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("psycho"), 0)
  g:expect_count(1, "hand", 0)        -- no draw: not your turn
end)
