-- GD03-094 Zeheart Galette: scenario tests of scripts/cards/GD03/GD03-094.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】Place the top 2 cards of your deck into your trash. If you placed a (Vagan) card
-- with this effect, choose 1 enemy Unit. It gets AP-2 during this turn.
--
-- Zeheart (Lv.5) is paired with ST01-005 GM.  Deck: GD03-065 Zedas M ((Vagan)), ST01-005 GM.
-- Enemy GD01-027 Big Zam (AP5).

local function board(second)
  return game{ p1 = { deck = {"ST01-005", {second, as = "second"}, {"ST01-005", as = "first"}}, resources = 5,
                      hand = {{"GD03-094", as = "zeheart"}}, battle = {{"ST01-005", as = "gm"}} },
               p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
end

scenario("13-2-9-1", "GD03-094 Zeheart Galette 【When Paired】: 2 cards to the trash, a (Vagan) one: an enemy Unit gets AP-2",
         function()
  local g = board("GD03-065")
  g:choose("pair " .. c(g, "zeheart") .. " " .. c(g, "gm"))
  eq(g:loc("first"), "trash")
  eq(g:loc("second"), "trash")
  g:expect_count(1, "deck", 1)
  eq(g:ap("bigzam"), 3)
  g:next_turn()
  eq(g:ap("bigzam"), 5, "only during this turn")
end)

scenario("13-2-9-1", "GD03-094 Zeheart Galette: no (Vagan) card among the 2, no AP-2", function()
  local g = board("ST01-005")
  g:choose("pair " .. c(g, "zeheart") .. " " .. c(g, "gm"))
  g:expect_count(1, "trash", 2)
  eq(g:ap("bigzam"), 5)
end)

scenario("13-2-5-1", "GD03-094 Zeheart Galette 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-094", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
