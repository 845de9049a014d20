-- GD04-057 Gundam Nadleeh: 【Deploy】 an enemy Unit of Lv.6 or lower gets AP-1 for each Unit card
-- with "Gundam Virtue" in its name in your trash.
-- Props: GD04-047 Gundam Virtue, GD04-054 Gundam Virtue (Trans-Am), GD04-010 Gaplant (AP3 Lv.4),
-- GD04-022 Kikeroga (Lv.7), GM.

scenario({"13-2-6-1", "2-2-3"}, "GD04-057 Gundam Nadleeh: 2 \"Gundam Virtue\" Unit cards in the trash, AP-2", function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = {"GD04-047", "GD04-054", "ST01-005"},
                         hand = {{"GD04-057", as = "nadleeh"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-022", as = "kikeroga"}} } }
  g:choose("play " .. c(g, "nadleeh"))
  -- Kikeroga is Lv.7: only Gaplant, no question
  eq(g:ap("gaplant"), 1)
  eq(g:ap("kikeroga"), 3)
  g:next_turn()
  eq(g:ap("gaplant"), 3, "during this turn only")
end)

scenario("1-3-2-2", "GD04-057 Gundam Nadleeh: no \"Gundam Virtue\" in the trash, no change", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-057", as = "nadleeh"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "nadleeh"))
  eq(g:ap("gaplant"), 3)
end)
