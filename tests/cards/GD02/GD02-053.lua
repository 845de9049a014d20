-- GD02-053 Gundam X: 【During Link】During your turn, while there are 7 or more cards in your
-- trash, all your other (Vulture) Units get AP+2.

scenario({"13-2-12-1", "10-1-5-1"}, "GD02-053 Gundam X: linked, your turn, 7 cards in the trash: other (Vulture) Units AP+2",
         function()
  local g = game{ p1 = { deck = 10, trash = 7,
                         battle = {{"GD02-053", pilot = "GD02-094", as = "x"}, {"GD02-059", as = "airmaster"},
                                   {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD02-059", as = "enemy"}} } }
  ok(g:linked("x"), "Garrod Ran & Tiffa Adill link")
  eq(g:ap("airmaster"), 4 + 2)
  eq(g:ap("x"), 6 + 1, "not itself")
  eq(g:ap("gm"), 2, "not a non-(Vulture) Unit")
  eq(g:ap("enemy"), 4, "not the enemy's")
  g:next_turn()
  eq(g:ap("airmaster"), 4, "not during the opponent's turn")
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-053 Gundam X: 6 cards in the trash, or not linked: nothing", function()
  local g = game{ p1 = { deck = 10, trash = 6,
                         battle = {{"GD02-053", pilot = "GD02-094", as = "x"}, {"GD02-059", as = "airmaster"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("airmaster"), 4)
  g = game{ p1 = { deck = 10, trash = 7,
                   battle = {{"GD02-053", pilot = "GD02-095", as = "x"}, {"GD02-059", as = "airmaster"}} },
            p2 = { deck = 10 } }
  ok(not g:linked("x"))
  eq(g:ap("airmaster"), 4)
end)
