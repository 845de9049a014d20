-- ST08-009 Jegan Ground Type-A (Man Hunter): 【Deploy】Choose 1 rested enemy Unit that is Lv.2 or
-- lower. It won't be set as active during the start phase of your opponent's next turn.
-- Props: ST01-005 GM (Lv2), GD01-013 Gundam (Lv4).

scenario({"13-2-6-1", "7-2-3"}, "ST08-009 Jegan Ground Type-A: a rested Lv.2 enemy Unit stays rested through the next start phase",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"ST08-009", as = "jegan"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("play " .. c(g, "jegan"))
  g:next_turn()
  ok(g:rested("gm"))
  ok(not g:rested("gundam"), "Lv.4: not chosen")
end)
