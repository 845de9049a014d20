-- GD03-053 Gundam Gusion Rebake Full City: 【During Pair】【Once per Turn】During your turn, when one
-- of your (Tekkadan)/(Teiwaz) Units receives effect damage, choose 1 enemy Unit that is Lv.4 or
-- lower. Rest it.
-- Props: TEST-A19-001 (【Main】 deal 1 damage to one of your Units), GD01-115 Zeon Remnant Forces
-- (【Main】/【Action】 deal 1 damage to an enemy Unit), ST05-004 Graze Custom (Tekkadan), ST01-005 GM,
-- GD01-013 Gundam (Lv4), GD01-027 Big Zam (Lv7), ST01-010 Amuro Ray (a Pilot).
use_cards("tests/data/cards/api19.json")

scenario({"5-5-4", "13-2-10-1"}, "GD03-053 Gusion Rebake Full City: your (Tekkadan) Unit takes effect damage: rest a Lv.4 enemy",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "ff1"}, {"TEST-A19-001", as = "ff2"}},
                         battle = {{"GD03-053", pilot = "ST01-010", as = "gusion"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "ff1"))
  g:choose(c(g, "graze"))
  eq(g:damage("graze"), 1)
  ok(g:rested("gundam"), "the Lv.4 enemy Unit is rested (the only one to choose: Big Zam is Lv.7)")
  ok(not g:rested("bigzam"), "not the Lv.7 one")
  g:choose("play " .. c(g, "ff2"))      -- 【Once per Turn】
  g:choose(c(g, "gusion"))
  eq(g:damage("gusion"), 1)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-10-1", "5-5-4"}, "GD03-053 Gusion Rebake Full City: not unpaired, not a non-(Tekkadan) Unit, not in the opponent's turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "ff1"}},
                         battle = {{"GD03-053", as = "gusion"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "ff1"))
  g:choose(c(g, "graze"))
  ok(not g:rested("gundam"), "no Pilot: no 【During Pair】 effect")
  local h = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "ff1"}},
                         battle = {{"GD03-053", pilot = "ST01-010", as = "gusion"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  h:choose("play " .. c(h, "ff1"))
  h:choose(c(h, "gm"))
  ok(not h:rested("gundam"), "GM is not (Tekkadan)/(Teiwaz)")
  local k = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-053", pilot = "ST01-010", as = "gusion"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}},
                         battle = {{"GD01-013", as = "gundam"}} } }
  k:choose("play " .. c(k, "zrf"))      -- the opponent's turn
  k:choose(c(k, "graze"))
  eq(k:damage("graze"), 1)
  ok(not k:rested("gundam"), "not during the opponent's turn")
end)

scenario({"5-5-4", "9-2"}, "GD03-053 Gusion Rebake Full City: enemy effect damage during your turn counts too",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-053", pilot = "ST01-010", as = "gusion"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}},
                         battle = {{"GD01-013", as = "gundam"}} } }
  g:end_main()                          -- the end phase's action step: P2 acts first (9-2)
  g:choose("play " .. c(g, "zrf"))
  g:choose(c(g, "graze"))
  eq(g:damage("graze"), 1)
  ok(logged(g, "Gundam #" .. g:card("gundam") .. " is rested"), "rested: it is still your turn")
end)
