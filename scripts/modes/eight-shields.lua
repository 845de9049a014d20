-- eight-shields -- a house rule: "8 shields and draw 2 per draw phase".
--
-- The standard game with longer games and bigger hands: each player places 8
-- Shields instead of 6 (6-2-2), and draws 2 cards in each draw phase instead
-- of 1 (7-3-1).  Both are settings: a mode changes them in one line each.

return extend("standard", {
  name = "eight-shields",
  summary = "House rule: 8 Shields each, and 2 cards in every draw phase",
  shields = 8,
  draws = 2,
})
