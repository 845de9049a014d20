-- GD05-061 Geara Doga: While you have another (Neo Zeon) Unit in play, this Unit gains <Blocker>.

scenario({"13-1-4-1", "GD05-061"}, "GD05-061 Geara Doga: <Blocker> only while another (Neo Zeon) Unit of yours is in play", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD05-061", as = "geara"}, {"ST03-003", as = "zulu"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}}, hand = {"ST01-005"} } }
  ok(g:keyword("geara", "blocker"))
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_option("block " .. c(g, "geara"))
  local solo = game{ p1 = { deck = 10, battle = {{"GD05-061", as = "geara"}, {"ST01-005"}} },
                     p2 = { deck = 10, battle = {{"GD05-061", as = "enemy"}} } }
  ok(not solo:keyword("geara", "blocker"), "an enemy (Neo Zeon) Unit does not count")
  ok(not solo:keyword("enemy", "blocker"), "itself does not count")
end)
