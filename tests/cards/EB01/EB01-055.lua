-- EB01-055 Dom Gross Beil: if there are 2 or more enemy players and this Unit is rested, friendly
-- Shields can't receive battle damage from enemy Units.
-- Props: ST01-005 GM (AP2).

scenario({"12-2-6", "10-1-5-3"}, "EB01-055 Dom Gross Beil: with 2 enemy players and rested, your Shields take no battle damage",
         function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"EB01-055", rested = true, as = "dom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p3 = { deck = 10 } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:expect_count(1, "shields", 2)
end)

scenario({"10-1-5-3"}, "EB01-055 Dom Gross Beil: not with one enemy player; not while active", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"EB01-055", rested = true, as = "dom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:expect_count(1, "shields", 1)
  local h = game{ players = 3, mode = "battle-royale", turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"EB01-055", as = "dom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p3 = { deck = 10 } }
  h:choose("attack " .. c(h, "gm") .. " p1")
  while h:has_option("pass") do h:pass() end
  h:expect_count(1, "shields", 1)
end)
