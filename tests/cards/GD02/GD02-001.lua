-- GD02-001 Psycho Gundam: <Breach 3>.  【During Pair･(Cyber-Newtype) Pilot】When one of your (Titans)
-- Units destroys an enemy shield area card with damage, this Unit recovers 2 HP.
-- Props: GD01-093 Marida Cruz (Cyber-Newtype), ST02-010 Heero Yuy (not), GD02-013 Hizack (Titans),
-- ST01-015 White Base (a Base, HP5? its HP as printed), ST01-005 GM.

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"13-2-10-2", "8-5-2-3"}, "GD02-001 Psycho Gundam: a (Titans) Unit destroys a Shield: it recovers 2 HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-001", pilot = "GD01-093", damage = 3, as = "psycho"}, {"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hizack") .. " p2")
  fight(g)
  g:expect_count(2, "shields", 1)
  eq(g:damage("psycho"), 1)
end)

scenario({"13-2-10-2", "8-5-2-4"}, "GD02-001 Psycho Gundam: a Base destroyed by damage counts; not with another Pilot", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-001", pilot = "GD01-093", damage = 3, as = "psycho"}, {"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, shields = 2, base = {{"ST01-015", damage = 4, as = "wb"}} } }
  g:choose("attack " .. c(g, "hizack") .. " p2")
  fight(g)
  g:expect_loc("wb", "trash")
  eq(g:damage("psycho"), 1)
  local h = game{ p1 = { deck = 10, battle = {{"GD02-001", pilot = "ST02-010", damage = 3, as = "psycho"}, {"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, shields = 2 } }
  h:choose("attack " .. c(h, "hizack") .. " p2")
  fight(h)
  eq(h:damage("psycho"), 3)
end)
