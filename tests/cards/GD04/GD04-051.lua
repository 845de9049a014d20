-- GD04-051 Gundam Airmaster Burst: 【During Pair･(Vulture) Pilot】If there are 7 or more cards in your
-- trash, this Unit may choose an active enemy Unit with a keyword effect as its attack target.
-- Props: GD04-094 Pala Sys ((Vulture) Pilot), ST02-010 Heero Yuy (not), ST01-008 Demi Trainer
-- (<Blocker>), ST01-005 GM (no keyword).

local function trash(n) local t = {} for i = 1, n do t[i] = "ST01-005" end return t end

scenario({"8-2-1", "13-2-10-2"}, "GD04-051 Gundam Airmaster Burst: it may attack an active enemy Unit with a keyword effect", function()
  local g = game{ p1 = { deck = 10, trash = trash(7), battle = {{"GD04-051", pilot = "GD04-094", as = "airmaster"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "airmaster") .. " " .. c(g, "demi"))
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "gm"))
end)

scenario({"8-2-1", "13-2-10-2"}, "GD04-051 Gundam Airmaster Burst: not with 6 cards in the trash, nor another Pilot", function()
  local g = game{ p1 = { deck = 10, trash = trash(6), battle = {{"GD04-051", pilot = "GD04-094", as = "airmaster"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "demi"))
  local h = game{ p1 = { deck = 10, trash = trash(7), battle = {{"GD04-051", pilot = "ST02-010", as = "airmaster"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  h:expect_no_option("attack " .. c(h, "airmaster") .. " " .. c(h, "demi"))
end)
