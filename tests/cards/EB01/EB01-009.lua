-- EB01-009 Gundam Full Armor (Thunderbolt) (EX): 【Deploy】 each enemy player rests 1 of their
-- active Units, of their choice.
-- Props: ST01-005 GM.

scenario({"13-2-6-1", "10-3-3"}, "EB01-009 Full Armor: the enemy player chooses 1 of their active Units; it is rested", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-009", as = "fa"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}, {"ST01-005", rested = true, as = "r"}} } }
  g:choose("play " .. c(g, "fa"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_no_option(c(g, "r"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "b"))
  ok(g:rested("b") and not g:rested("a") and not g:rested("mine"))
end)

scenario({"13-2-6-1", "12-2-6"}, "EB01-009 Full Armor: Battle Royale, every enemy player chooses", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, resources = 5, hand = {{"EB01-009", as = "fa"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "a2"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}, {"ST01-005", as = "b2"}} } }
  g:choose("play " .. c(g, "fa"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "a2"))
  g:expect_decision{ kind = "choose", player = 3 }
  g:choose(c(g, "b"))
  ok(g:rested("a2") and g:rested("b") and not g:rested("a") and not g:rested("b2"))
end)

scenario("10-2-2", "EB01-009 Full Armor: no active enemy Unit, nothing asked", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-009", as = "fa"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true}} } }
  g:choose("play " .. c(g, "fa"))
  g:expect_decision{ kind = "action", player = 1 }
end)
