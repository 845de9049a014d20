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

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- GD03-035 GFreD: scenario tests of scripts/cards/GD03/GD03-035.lua.
-- 【Activate･Main】【Once per Turn】①, exile 1 Pilot card from your trash: Deal 1 damage to all enemy
-- Units.
-- 【When Linked】During this turn, this Unit may choose an active enemy Unit with AP equal to or
-- less than this Unit as its attack target.
--
-- GFreD is AP4 HP5, link [Nyaan].  Props: GD03-092 Nyaan (Pilot, links, AP+1), ST02-010 Heero
-- Yuy (Pilot, no link), GD01-113 The Desert Tiger (a Command with 【Pilot】: a Command card in
-- the trash), enemy ST01-005 GM (AP2), GD01-018 ReZEL (AP4), GD01-027 Big Zam (AP5).

local function rested_resources(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "resources")) do if g:rested(id) then n = n + 1 end end
  return n
end

scenario({"10-1-7-4", "13-2-13-1"}, "GD03-035 GFreD 【Activate･Main】: ① and a Pilot card exiled, 1 damage to all enemy Units, once",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = {{"ST02-010", as = "heero"}, "ST02-010"},
                         battle = {{"GD03-035", as = "gfred"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("activate " .. c(g, "gfred") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "heero"))
  eq(g:loc("heero"), "removal")
  eq(rested_resources(g), 1)
  eq(g:damage("gm"), 1)
  eq(g:damage("rezel"), 1)
  eq(g:damage("mine"), 0)
  g:expect_no_option("activate " .. c(g, "gfred") .. " 1")   -- 【Once per Turn】
end)

scenario("10-3-1-1", "GD03-035 GFreD: no Pilot card in the trash (a 【Pilot】 Command is not one), no activation", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = {"GD01-113", "ST01-005"}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("activate " .. c(g, "gfred") .. " 1")
end)

scenario("10-1-7-3", "GD03-035 GFreD: no Resource to pay ①, no activation", function()
  local g = game{ p1 = { deck = 10, resources = {2, rested = 2}, trash = {"ST02-010"}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("activate " .. c(g, "gfred") .. " 1")
end)

scenario({"13-2-11-1", "8-2-1"}, "GD03-035 GFreD 【When Linked】: may attack an active enemy Unit with AP up to its own, this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-092", as = "nyaan"}}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"},
                                              {"GD03-010", as = "fa"}} } }
  g:expect_no_option("attack " .. c(g, "gfred") .. " " .. c(g, "rezel"))
  g:choose("pair " .. c(g, "nyaan") .. " " .. c(g, "gfred"))
  ok(g:linked("gfred"))
  while g:decision().kind ~= "action" do g:choose(1) end   -- with Nyaan's own 【When Linked】 (a GM: no damage)
  eq(g:ap("gfred"), 5)
  g:expect_option("attack " .. c(g, "gfred") .. " " .. c(g, "rezel"))    -- AP4
  g:expect_option("attack " .. c(g, "gfred") .. " " .. c(g, "bigzam"))   -- AP5
  g:expect_no_option("attack " .. c(g, "gfred") .. " " .. c(g, "fa"))    -- AP6
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "gfred") .. " " .. c(g, "rezel")) -- only that turn
end)

scenario("13-2-11-1", "GD03-035 GFreD: paired without a link, no such attack", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, battle = {{"GD03-035", as = "gfred"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "gfred"))
  g:expect_no_option("attack " .. c(g, "gfred") .. " " .. c(g, "rezel"))
end)
