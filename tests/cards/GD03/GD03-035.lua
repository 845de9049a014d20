-- GD03-035 GFreD: 【Activate･Main】【Once per Turn】①, exile 1 Pilot card from your trash: Deal 1
-- damage to all enemy Units.  【When Linked】During this turn, this Unit may choose an active enemy
-- Unit with AP equal to or less than this Unit as its attack target.
-- Props: ST02-010 Heero Yuy (a Pilot card), GD03-092 Nyaan (links it), ST01-005 GM, GD01-027 Big Zam (AP5).

scenario({"10-1-7-4", "10-1-7-3"}, "GD03-035 GFreD: ① and a Pilot card exiled: 1 damage to every enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 1, trash = {{"ST02-010", as = "heero"}}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("activate " .. c(g, "gfred") .. " 1")
  g:expect_loc("heero", "removal")
  eq(g:damage("gm"), 1)
  eq(g:damage("bigzam"), 1)
  local h = game{ p1 = { deck = 10, resources = 1, trash = {"ST01-005"}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10 } }
  h:expect_no_option("activate " .. c(h, "gfred") .. " 1")   -- no Pilot card
  local k = game{ p1 = { deck = 10, trash = {"ST02-010"}, battle = {{"GD03-035", as = "gfred"}} }, p2 = { deck = 10 } }
  k:expect_no_option("activate " .. c(k, "gfred") .. " 1")   -- no ①
end)

scenario({"13-2-11-1", "8-2-1"}, "GD03-035 GFreD: linked, it may attack an active enemy Unit with AP no more than its own", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-092", as = "nyaan"}}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "nyaan") .. " " .. c(g, "gfred"))
  while g:decision().kind ~= "action" do g:choose(1) end   -- (Nyaan's own 【When Linked】)
  g:expect_option("attack " .. c(g, "gfred") .. " " .. c(g, "gm"))
  g:expect_option("attack " .. c(g, "gfred") .. " " .. c(g, "bigzam"))    -- 4 + 1 AP vs 5
end)
