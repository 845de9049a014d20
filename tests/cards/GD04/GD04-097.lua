-- GD04-097 Loran Cehack: 【When Linked】 an enemy Unit with 3 or less HP to its owner's hand;
-- 【Burst】.
-- Props: GD04-073 ∀ Gundam (link (Militia) Trait), GD04-005 GM III (HP2), GD04-010 Gaplant (HP4).

scenario({"13-2-11-1", "3-3-9-2"}, "GD04-097 Loran Cehack: linked, an enemy Unit with 3 or less HP to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-097", as = "loran"}},
                         battle = {{"GD04-073", as = "turn_a"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", damage = 1, as = "gaplant"}} } }
  g:choose("pair " .. c(g, "loran") .. " " .. c(g, "turn_a"))
  ok(g:linked("turn_a"))
  g:expect_decision{ kind = "choose", player = 1 }   -- Gaplant has 3 HP left (4 - 1)
  g:choose(c(g, "gaplant"))
  eq(g:loc("gaplant"), "hand")
  eq(g:loc("gm3"), "battle")
end)

scenario("13-2-11-1", "GD04-097 Loran Cehack: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-097", as = "loran"}},
                         battle = {{"GD04-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("pair " .. c(g, "loran") .. " " .. c(g, "mine"))
  eq(g:loc("gm3"), "battle")
end)

scenario("13-2-5-1", "GD04-097 Loran Cehack 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-097", as = "loran"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("loran"), "hand")
end)
