-- GD05-081 Kira Yamato: 【Burst】Add this card to your hand.
-- 【When Linked】If this is an (Orb)/(Triple Ship Alliance) Unit, draw 1.

scenario("13-2-5-1", "GD05-081 Kira Yamato 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-081", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-11-1", "10-2-1"}, "GD05-081 Kira Yamato 【When Linked】: an (Orb) Unit: draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-081", as = "kira"}}, battle = {{"GD05-010", as = "rouge"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "rouge"))      -- Kira's Strike Rouge: (Orb), links with [Kira Yamato]
  ok(g:linked("rouge"))
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-11-1", "10-2-1"}, "GD05-081 Kira Yamato: a linked Unit that is neither (Orb) nor (Triple Ship Alliance): no draw", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-081", as = "kira"}}, battle = {{"ST04-001", as = "aile"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "aile"))        -- Aile Strike Gundam: (Earth Alliance), links with [Kira Yamato]
  ok(g:linked("aile"))
  g:expect_count(1, "hand", 0)
end)

scenario({"13-2-11-1", "13-2-9-1"}, "GD05-081 Kira Yamato: an (Orb) Unit paired without a link: no draw", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-081", as = "kira"}}, battle = {{"GD05-003", as = "murasame"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "murasame"))
  ok(not g:linked("murasame"))
  g:expect_count(1, "hand", 0)
end)
