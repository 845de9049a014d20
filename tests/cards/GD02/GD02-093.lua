-- GD02-093 Olba Frost: 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit paired with a (Newtype) Pilot with
-- battle damage, draw 1.

scenario("13-2-5-1", "GD02-093 Olba Frost 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-093", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("13-2-7-1", "GD02-093 Olba Frost: his Unit's battle kill of a Unit with a (Newtype) Pilot draws 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-042", pilot = "GD02-093", as = "ma"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST01-010", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "ma") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-7-1", "10-2-1"}, "GD02-093 Olba Frost: a Pilot without (Newtype), or the opponent's turn: no draw", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-042", pilot = "GD02-093", as = "ma"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "GD01-089", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "ma") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, battle = {{"GD02-076", pilot = "GD02-093", as = "buster"}} },   -- AP5 <Blocker>
            p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST03-011", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("block " .. c(g, "buster"))
  while g:loc("gm") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-7-1", "GD02-093 Olba Frost: another Unit of yours destroys the (Newtype)-piloted Unit: no draw", function()
  -- (card = "self": the Unit whose battle damage destroyed must be Olba's own)
  local g = game{ p1 = { deck = 10, battle = {{"GD02-042", pilot = "GD02-093", as = "ma"},
                                              {"GD02-042", as = "other"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST01-010", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "other") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
end)
