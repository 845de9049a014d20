-- GD03-123 Jupitris: scenario tests of scripts/cards/GD03/GD03-123.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Jupitris) Unit is in play,
-- choose 1 enemy Unit that is Lv.3 or lower. Rest it.
--
-- Props: GD03-012 Messala (MA Mode) ((Jupitris)), GD03-014 Hizack Custom ((Titans), not (Jupitris)); enemy GD01-018 ReZEL (Lv.3),
-- GD01-027 Big Zam (Lv.7).

scenario({"13-2-6-1", "5-20-2"}, "GD03-123 Jupitris 【Deploy】: a Shield to the hand; with a (Jupitris) Unit, rest an enemy Lv.3 or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-123", as = "jupitris"}}, shields = 2, battle = {"GD03-012"} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "jupitris"))
  eq(g:loc("jupitris"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
end)

scenario("5-20-2", "GD03-123 Jupitris: no friendly (Jupitris) Unit (only an enemy one), only the Shield", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-123", as = "jupitris"}}, shields = 2, battle = {"GD03-014"} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, "GD03-012"} } }
  g:choose("play " .. c(g, "jupitris"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 1)
  ok(not g:rested("rezel"))
end)

scenario("13-2-5-1", "GD03-123 Jupitris 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-123", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
end)
