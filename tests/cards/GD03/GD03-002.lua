-- GD03-002 The-O: scenario tests of scripts/cards/GD03/GD03-002.lua.
-- 【During Pair】When one of your other Units with <Repair> attacks, choose 1 enemy Unit whose Lv.
-- is equal to or lower than that Unit. Rest it.
--
-- Props: GD03-001 Gundam NT-1 (Lv.5, <Repair 2>), ST01-005 GM (Lv.2, no <Repair>), ST02-010
-- Heero Yuy (a Pilot), enemy GD01-018 ReZEL (Lv.3) and GD01-027 Big Zam (Lv.7).

local function board(the_o)
  return game{ p1 = { deck = 10, battle = {the_o, {"GD03-001", as = "nt1"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10, shields = 2,
                      battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario({"13-2-10-1", "10-1-6-1"}, "GD03-002 The-O: another Unit with <Repair> attacks, rest an enemy Unit of its Lv. or lower",
         function()
  local g = board{ "GD03-002", pilot = "ST02-010", as = "theo" }
  g:choose("attack " .. c(g, "nt1") .. " p2")
  ok(g:rested("rezel"), "ReZEL (Lv.3) rested: the only enemy Unit of Lv.5 or lower")
  ok(not g:rested("bigzam"), "Big Zam is Lv.7")
end)

scenario("13-2-10-1", "GD03-002 The-O: not while it has no Pilot", function()
  local g = board{ "GD03-002", as = "theo" }
  g:choose("attack " .. c(g, "nt1") .. " p2")
  ok(not g:rested("rezel"))
  g:expect_count(2, "shields", 1)
end)

scenario("10-1-6-2", "GD03-002 The-O: not for a Unit without <Repair>, nor for The-O itself", function()
  local g = board{ "GD03-002", pilot = "ST02-010", as = "theo" }
  g:choose("attack " .. c(g, "gm") .. " p2")
  ok(not g:rested("rezel"), "GM has no <Repair>")
  g:choose("attack " .. c(g, "theo") .. " p2")
  g:expect_count(2, "shields", 0)  -- no question asked: the attack went through
  ok(not g:rested("rezel"), "The-O is not one of your other Units")
  ok(not g:rested("bigzam"))
end)

scenario("10-1-6-2", "GD03-002 The-O: an enemy Unit with <Repair> attacking triggers nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD03-002", pilot = "ST02-010", as = "theo"},
                                                           {"GD01-018", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD03-001", as = "nt1"}} } }
  g:choose("attack " .. c(g, "nt1") .. " p1")
  ok(not g:rested("mine"))
end)

scenario("13-2-10-1", "GD03-002 The-O: two enemy Units of the attacker's Lv. or lower: a choice of them only", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-002", pilot = "ST02-010", as = "theo"}, {"GD03-001", as = "nt1"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "nt1") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "bigzam"))  -- Lv.7, above the NT-1's Lv.5
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
  ok(not g:rested("rezel"))
end)
