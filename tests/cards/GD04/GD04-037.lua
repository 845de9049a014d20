-- GD04-037 Gundam Kyrios (Trans-Am): <First Strike> with a red (Super Soldier) Pilot in play,
-- <Breach 3> with a green one.
-- Props: GD04-090 Hallelujah Haptism (red, Super Soldier), ST07-012 Allelujah Haptism (green,
-- Super Soldier; no script), GD01-087 Sayla Mass, GD04-047 Gundam Virtue.

scenario("10-1-5-3", "GD04-037 Gundam Kyrios (Trans-Am): a red (Super Soldier) Pilot on another Unit, <First Strike>",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-037", as = "kyrios"}, {"GD04-047", pilot = "GD04-090"}} },
                  p2 = { deck = 10 } }
  ok(g:keyword("kyrios", "first strike"))
  eq(g:keyword("kyrios", "breach"), 0)
end)

scenario("10-1-5-3", "GD04-037 Gundam Kyrios (Trans-Am): a green (Super Soldier) Pilot on itself, <Breach 3>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-037", pilot = "ST07-012", as = "kyrios"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("kyrios"))
  ok(not g:keyword("kyrios", "first strike"))
  eq(g:keyword("kyrios", "breach"), 3)
end)

scenario("10-1-5-3", "GD04-037 Gundam Kyrios (Trans-Am): the enemy's (Super Soldier) Pilots and other Pilots do not count",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-037", pilot = "GD01-087", as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"GD04-047", pilot = "GD04-090"}, {"GD04-047", pilot = "ST07-012"}} } }
  ok(not g:keyword("kyrios", "first strike"))
  eq(g:keyword("kyrios", "breach"), 0)
end)
