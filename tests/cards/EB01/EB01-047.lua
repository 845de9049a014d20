-- EB01-047 Casval's Gundam: 【When Paired･Development 1】■This Unit gains <High-Maneuver> during this
-- turn.
-- Props: EB01-016 Tornado Gundam (G Generation), ST02-010 Heero Yuy.

scenario({"13-1-8-1", "13-2-9-1"}, "EB01-047 Casval's Gundam: paired, <Development 1>: <High-Maneuver> this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, trash = {"EB01-016"},
                         battle = {{"EB01-047", as = "casval"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "casval"))
  g:choose("yes")
  eq(g:keyword("casval", "high-maneuver"), true)
end)
