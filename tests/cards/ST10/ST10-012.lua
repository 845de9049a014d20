-- ST10-012 Mark Guilder: scenario tests of scripts/cards/ST10/ST10-012.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. It gets AP-2 during this turn.
--
-- Enemy: ST07-003 Gundam Virtue (Lv.5 AP5), GD03-010 Full Armor Unicorn Gundam (Lv.8),
-- ST01-005 GM (Lv.2).

scenario("13-2-9-1", "ST10-012 Mark Guilder 【When Paired】: an enemy Unit of Lv.5 or lower gets AP-2", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-012", as = "mark"}}, battle = {{"ST10-005", as = "nemo"}} },
                  p2 = { deck = 10, battle = {{"ST07-003", as = "virtue"}, {"GD03-010", as = "unicorn"}, {"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "mark") .. " " .. c(g, "nemo"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_no_option(c(g, "unicorn"))
  g:expect_no_option(c(g, "nemo"))
  g:choose(c(g, "virtue"))
  eq(g:ap("virtue"), 3)
  g:next_turn()
  eq(g:ap("virtue"), 5, "during this turn only")
end)

scenario("13-2-5-1", "ST10-012 Mark Guilder 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST10-012", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
