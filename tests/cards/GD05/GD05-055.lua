-- GD05-055 Destiny Gundam: <First Strike>.  【Once per Turn】When this Unit receives enemy battle
-- damage, reduce it by 2.
-- Props: ST08-007 Penelope (AP5), GD01-013 Gundam (AP3), TEST-A19-002.
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-13-1"}, "GD05-055 Destiny Gundam: enemy battle damage reduced by 2, once per turn; not effect damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-055", rested = true, as = "destiny"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t"}},
                         battle = {{"ST08-007", as = "penelope"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "t"))
  eq(g:damage("destiny"), 3, "effect damage: not reduced")
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "destiny"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("destiny"), 4, "3 + (3 - 2)")
end)
