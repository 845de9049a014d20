-- ST08-008 Gustav Karl Type-00: scenario tests of scripts/cards/ST08/ST08-008.lua.
-- While 3 or more enemy Units are in play, this Unit gains <Blocker>.

scenario({"10-1-5-3", "13-1-4-1"}, "ST08-008 Gustav Karl Type-00: <Blocker> while 3 enemy Units are in play", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"ST08-008", as = "gustav"}, {"ST01-005"}, {"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005"}, {"ST01-005"}} } }
  ok(g:keyword("gustav", "blocker"))
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("block " .. c(g, "gustav"))
  g:expect_loc("gm", "trash")
  ok(not g:keyword("gustav", "blocker"), "2 enemy Units left")
end)

scenario("10-1-5-3", "ST08-008 Gustav Karl Type-00: 2 enemy Units (your own do not count), no <Blocker>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST08-008", as = "gustav"}, {"ST01-005"}, {"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"ST01-005"}, {"ST01-005"}} } }
  ok(not g:keyword("gustav", "blocker"))
end)
