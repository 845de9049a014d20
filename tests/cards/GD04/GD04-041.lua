-- GD04-041 Gundam Throne Drei: 【Once per Turn】When this Unit is rested by an effect, set it as active.
-- Props: TEST-A19-007 (【Main】Choose 1 Unit. Rest it.).
use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "13-2-13-1"}, "GD04-041 Gundam Throne Drei: rested by an effect, set active again, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-007", as = "r1"}, {"TEST-A19-007", as = "r2"}},
                         battle = {{"GD04-041", as = "drei"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("play " .. c(g, "r1"))
  ok(not g:rested("drei"))
  g:choose("play " .. c(g, "r2"))
  ok(g:rested("drei"), "【Once per Turn】")
end)

scenario({"8-2-1"}, "GD04-041 Gundam Throne Drei: not when it rests to attack", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-041", as = "drei"}} }, p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "drei") .. " p2")
  while g:has_option("pass") do g:pass() end
  ok(g:rested("drei"))
end)
