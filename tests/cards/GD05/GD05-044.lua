-- GD05-044 Gundam Rose: 【During Link】【Attack】Activate 【Main】 on the card paired with this Unit.
-- Props: TEST-A19-016 (a (Special Move) Command, 【Main】/【Action】Draw 1, 【Pilot】 naming this Unit's
-- link: it links), ST02-010 Heero Yuy (a Pilot card: no link, no 【Main】).
use_cards("tests/data/cards/api19.json")

scenario({"13-2-12-1", "13-2-3-1"}, "GD05-044 Gundam Rose: linked, its attack activates the paired Command's 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-044", pilot = "TEST-A19-016", as = "unit"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " p2")
  g:expect_count(1, "hand", 1)          -- its 【Main】: draw 1
  ok(logged(g, "activates the effect of Special Move Test Command 016"), "a Command's 【Main】 activated")
end)

scenario({"13-2-12-1"}, "GD05-044 Gundam Rose: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-044", pilot = "ST02-010", as = "unit"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(not g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " p2")
  g:expect_count(1, "hand", 0)
end)
