-- GD05-038 Gundam Throne Eins (GN High Mega Launcher): 【During Link】This Unit gains <Suppression>.
-- 【Activate･Main】【Once per Turn】Rest 3 of your (CB) Units：Choose 1 enemy Unit. Deal 4 damage to it.
-- Props: GD03-063 0 Gundam (CB), GD04-092 Michael Trinity ((Trinity) Pilot: links it), GD01-027 Big Zam.

scenario({"10-1-7-4"}, "GD05-038 Throne Eins: rest 3 (CB) Units: 4 damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-038", as = "eins"}, {"GD03-063", as = "z1"}, {"GD03-063", as = "z2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("activate " .. c(g, "eins") .. " 2")
  eq(g:damage("bigzam"), 4)
  ok(g:rested("eins") and g:rested("z1") and g:rested("z2"))
  local h = game{ p1 = { deck = 10, battle = {{"GD05-038", as = "eins"}, {"GD03-063", as = "z1"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  h:expect_no_option("activate " .. c(h, "eins") .. " 2")
end)

scenario({"13-2-12-1", "13-1-7-1"}, "GD05-038 Throne Eins: linked, <Suppression>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-038", pilot = "GD04-092", as = "eins"}} }, p2 = { deck = 10 } }
  eq(g:keyword("eins", "suppression"), true)
  local h = game{ p1 = { deck = 10, battle = {{"GD05-038", as = "eins"}} }, p2 = { deck = 10 } }
  eq(h:keyword("eins", "suppression"), false)
end)
