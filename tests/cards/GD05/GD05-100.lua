-- GD05-100 Quatre Raberba Winner: 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. Rest it.

scenario("13-2-5-1", "GD05-100 Quatre Raberba Winner 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-100", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-9-1", "10-2-2"}, "GD05-100 Quatre Raberba Winner 【When Paired】: an enemy Unit Lv.5 or lower is rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-100", as = "quatre"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-006", as = "lv5"}, {"GD01-027", as = "lv7"}} } }
  g:choose("pair " .. c(g, "quatre") .. " " .. c(g, "gm"))
  ok(g:rested("lv5"), "the only enemy Unit Lv.5 or lower")
  ok(not g:rested("lv7"))
end)
