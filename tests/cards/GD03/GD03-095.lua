-- GD03-095 Azee Gurumin: 【Once per Turn】When this Unit receives effect damage, choose 1 enemy
-- Unit. It gets AP-1 during this turn.  【Burst】Add this card to your hand.
-- Props: GD01-115 Zeon Remnant Forces, TEST-A19-001, ST01-005 GM (AP2), ST05-006 Hyakuren (Teiwaz).
use_cards("tests/data/cards/api19.json")

scenario({"5-5-4", "3-3-9-2", "13-2-13-1"}, "GD03-095 Azee Gurumin: its Unit takes effect damage: an enemy Unit gets AP-1, once per turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST05-006", pilot = "GD03-095", as = "hyakuren"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD01-115", as = "z1"}, {"GD01-115", as = "z2"}},
                         battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "z1"))
  eq(g:damage("hyakuren"), 1)
  eq(g:ap("gm"), 1, "GM 2 - 1")
  g:choose("play " .. c(g, "z2"))
  eq(g:ap("gm"), 1, "【Once per Turn】")
  g:next_turn()
  eq(g:ap("gm"), 2, "during this turn only")
end)

scenario({"5-5-3", "13-2-5-1"}, "GD03-095 Azee Gurumin: battle damage does nothing; 【Burst】 adds it to the hand",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST05-006", pilot = "GD03-095", rested = true, as = "hyakuren"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "hyakuren"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("hyakuren"), 2)
  g:expect_loc("gm", "trash")           -- (Hyakuren 4 + Azee 1 AP)
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"GD03-095"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("attack " .. c(h, "gm") .. " p1")
  while h:has_option("pass") do h:pass() end
  h:choose("yes")
  eq(h:number(h:cards(1, "hand")[1]), "GD03-095")
end)
