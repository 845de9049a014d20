-- GD03-037 Bertigo: 【During Link】During your turn, while this Unit is battling an enemy Unit with a
-- 【Destroyed】 effect, it gains <First Strike>.
-- Props: GD03-093 Carris Nautilus ((Newtype) Pilot: links it), EB01-017 Haro (a 【Destroyed】 effect,
-- AP3 HP3), GD01-013 Gundam (AP3 HP4, no 【Destroyed】).

scenario({"13-1-5-2", "13-2-12-1"}, "GD03-037 Bertigo: attacking a Unit with a 【Destroyed】 effect, it strikes first", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-037", pilot = "GD03-093", as = "bertigo"}} },
                  p2 = { deck = 10, battle = {{"EB01-017", rested = true, as = "haro"}} } }
  eq(g:keyword("bertigo", "first strike"), false, "not battling")
  g:choose("attack " .. c(g, "bertigo") .. " " .. c(g, "haro"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("haro", "trash")
  eq(g:damage("bertigo"), 0, "destroyed first: no battle damage back (13-1-5-2)")
end)

scenario({"13-1-5-2"}, "GD03-037 Bertigo: not against a Unit without a 【Destroyed】 effect", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-037", pilot = "GD03-093", as = "bertigo"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("attack " .. c(g, "bertigo") .. " " .. c(g, "gundam"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("gundam", "trash")
  eq(g:damage("bertigo"), 3, "simultaneous damage")
end)
