-- GD05-123 Archangel: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.  During
-- your opponent's turn, friendly (Orb) Units can't receive 2 or less enemy effect damage.
-- Props: GD05-010 Kira's Strike Rouge ((Orb), HP4, no effects), ST01-005 GM (not (Orb)), ST03-013
-- (【Main】/【Action】2 damage to an enemy Unit), TEST-A19-002 (【Main】/【Action】3 damage to an enemy
-- Unit).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-1"}, "GD05-123 Archangel: in the opponent's turn, 2 enemy effect damage to a friendly (Orb) Unit is not received; 3 is",
         function()
  local g = game{ active = 2,
                  p1 = { deck = 10, base = {{"GD05-123", as = "aa"}}, battle = {{"GD05-010", as = "rouge"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 6, hand = {{"ST03-013", as = "two"}, {"ST03-013", as = "two2"}, {"TEST-A19-002", as = "three"}} } }
  g:choose("play " .. c(g, "two"))
  g:choose(c(g, "rouge"))
  eq(g:damage("rouge"), 0, "2 or less: not received")
  g:choose("play " .. c(g, "two2"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")            -- not (Orb): GM (HP2) destroyed
  g:choose("play " .. c(g, "three"))     -- (the only enemy Unit left: chosen without asking)
  eq(g:damage("rouge"), 3, "3 is received")
end)

scenario({"5-21-1"}, "GD05-123 Archangel: your own effect's damage, in your turn, is received", function()
  local h = game{ p1 = { deck = 10, base = {{"GD05-123", as = "aa"}}, resources = 1, hand = {{"TEST-A19-001", as = "own"}},
                         battle = {{"GD05-010", as = "rouge"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "own"))
  eq(h:damage("rouge"), 1, "your own effect's damage, in your turn")
end)
