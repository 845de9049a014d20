-- EB01-045 Psycho Zaku (EX): 【When Paired】 an enemy Unit with <Repair> back to its owner's hand.
-- (<Suppression>: the core.)
-- Props: EB01-071 Ittou Tsurugi (a Pilot), GD02-017 (<Repair 2>), ST01-005 GM.

scenario({"13-2-9-1", "10-2-2"}, "EB01-045 Psycho Zaku (EX): paired, the enemy Unit with <Repair> returns", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-071", as = "pilot"}}, battle = {{"EB01-045", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD02-017", as = "repair"}, {"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zaku"))
  eq(g:loc("repair"), "hand")
  eq(g:loc("gm"), "battle")
end)

scenario("10-2-2", "EB01-045 Psycho Zaku (EX): no enemy Unit with <Repair>, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-071", as = "pilot"}}, battle = {{"EB01-045", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zaku"))
  eq(g:loc("gm"), "battle")
end)
