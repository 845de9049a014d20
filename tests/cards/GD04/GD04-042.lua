-- GD04-042 Psycho Gundam (GQ): 【During Link】【Once per Turn】When damage from one of your Units paired
-- with a (Cyber-Newtype) Pilot destroys an enemy shield area card, choose 1 enemy Unit with 5 or
-- less AP. Deal 2 damage to it.
-- Props: GD04-091 Deux Murasame (links it; Cyber-Newtype), GD01-051 Kshatriya (link (Cyber-Newtype)),
-- GD01-093 Marida Cruz (Cyber-Newtype), ST02-010 Heero Yuy, GD01-027 Big Zam (Lv7 AP5).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"13-2-12-1", "8-5-2-3"}, "GD04-042 Psycho Gundam (GQ): a Cyber-Newtype-paired Unit's damage destroys a Shield: 2 damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-042", pilot = "GD04-091", as = "psycho"},
                                              {"GD01-051", pilot = "GD01-093", as = "kshatriya"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD01-027", as = "bigzam"}} } }
  ok(g:linked("psycho"))
  g:choose("attack " .. c(g, "kshatriya") .. " p2")
  fight(g)
  eq(g:damage("bigzam"), 2)
  g:choose("attack " .. c(g, "psycho") .. " p2")
  fight(g)
  eq(g:damage("bigzam"), 2)               -- 【Once per Turn】
end)

scenario({"13-2-12-1"}, "GD04-042 Psycho Gundam (GQ): not a Unit with another Pilot", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-042", pilot = "GD04-091", as = "psycho"},
                                              {"GD01-051", pilot = "ST02-010", as = "kshatriya"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "kshatriya") .. " p2")
  fight(g)
  eq(g:damage("bigzam"), 0)
end)
