-- EB01-061 Ellis Claude: 【When Paired】 with a friendly (G Generation) Unit in play, rest an enemy
-- Unit of Lv.3 or lower; 【Burst】 to the hand.
-- Props: EB01-016 Tornado Gundam ((G Generation)), ST01-005 GM (Lv.2), GD01-013 (Lv.4).

local function board(unit)
  return game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-061", as = "ellis"}}, battle = {{unit, as = "unit"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "big"}} } }
end

scenario({"13-2-9-1", "10-2-1"}, "EB01-061 Ellis Claude: paired with a (G Generation) Unit, the Lv.3 or lower enemy Unit is rested",
         function()
  local g = board("EB01-016")
  g:choose("pair " .. c(g, "ellis") .. " " .. c(g, "unit"))
  ok(g:rested("gm"))
  ok(not g:rested("big"))
end)

scenario("10-2-1", "EB01-061 Ellis Claude: no (G Generation) Unit in play, nothing", function()
  local g = board("ST01-005")
  g:choose("pair " .. c(g, "ellis") .. " " .. c(g, "unit"))
  ok(not g:rested("gm"))
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-061 Ellis Claude: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-061", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
