-- GD04-092 Michael Trinity: 【When Linked】 1 damage to a damaged enemy Unit; 【Burst】.
-- Props: GD04-036 Gundam Throne Eins (link (Trinity) Trait), GD04-010 Gaplant, GD04-005 GM III.

scenario({"13-2-11-1", "3-3-9-2"}, "GD04-092 Michael Trinity: linked, 1 more damage to a damaged enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-092", as = "michael"}},
                         battle = {{"GD04-036", as = "eins"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", damage = 1, as = "hurt"}, {"GD04-005", as = "fresh"}} } }
  g:choose("pair " .. c(g, "michael") .. " " .. c(g, "eins"))
  ok(g:linked("eins"))
  eq(g:damage("hurt"), 2)
  eq(g:damage("fresh"), 0)
end)

scenario("10-2-2", "GD04-092 Michael Trinity: no damaged enemy Unit, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-092", as = "michael"}},
                         battle = {{"GD04-036", as = "eins"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "fresh"}} } }
  g:choose("pair " .. c(g, "michael") .. " " .. c(g, "eins"))
  eq(g:damage("fresh"), 0)
end)

scenario("13-2-5-1", "GD04-092 Michael Trinity 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-092", as = "michael"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("michael"), "hand")
end)
