-- GD05-091 Sting Oakley: 【Burst】Add this card to your hand.
-- While an enemy player has 7 or more cards in their trash, this Unit gets AP+1 and HP+1.

scenario("13-2-5-1", "GD05-091 Sting Oakley 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-091", as = "sting"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("sting", "hand")
end)

scenario("GD05-091", "GD05-091 Sting Oakley: AP+1 and HP+1 while the enemy has 7 cards in their trash", function()
  local seven = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"}
  local g = game{ p1 = { deck = 10, trash = seven, battle = {{"GD05-039", pilot = "GD05-091", as = "chaos"}} },
                  p2 = { deck = 10, trash = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} } }
  eq(g:ap("chaos"), 4 + 1, "6 cards in the enemy's trash (your own 7 do not count): the Pilot's AP only")
  eq(g:hp("chaos"), 2 + 1)
  g = game{ p1 = { deck = 10, battle = {{"GD05-039", pilot = "GD05-091", as = "chaos"}} },
            p2 = { deck = 10, trash = seven } }
  eq(g:ap("chaos"), 4 + 1 + 1)
  eq(g:hp("chaos"), 2 + 1 + 1)
end)
