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

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- GD04-051 Gundam Airmaster Burst: 【During Pair･(Vulture) Pilot】 with 7 or more cards in the
-- trash, it may attack an active enemy Unit with a keyword effect.
-- Props: GD04-094 Pala Sys ((Vulture) Pilot), GD01-087 Sayla Mass (not (Vulture)), GD04-016
-- Zoloat (<Blocker>), GD04-004 Psycho Gundam Mk-Ⅱ (<Repair 2>), GD04-005 GM III (no keyword).

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

local function board(ntrash, pilot)
  return game{ p1 = { deck = 10, trash = copies("ST01-005", ntrash),
                      battle = {{"GD04-051", pilot = pilot, as = "airmaster"}} },
               p2 = { deck = 10, battle = {{"GD04-016", as = "zoloat"}, {"GD04-004", as = "psycho"},
                                           {"GD04-005", as = "gm3"}} } }
end

scenario({"13-2-10-2", "10-1-5-3", "13-1"}, "GD04-051 Gundam Airmaster Burst: 7 cards in the trash, active Units with a keyword effect",
         function()
  local g = board(7, "GD04-094")
  g:expect_option("attack " .. c(g, "airmaster") .. " " .. c(g, "zoloat"))
  g:expect_option("attack " .. c(g, "airmaster") .. " " .. c(g, "psycho"))
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "gm3"))
end)

scenario("10-1-5-3", "GD04-051 Gundam Airmaster Burst: 6 cards in the trash, no", function()
  local g = board(6, "GD04-094")
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "zoloat"))
end)

scenario("13-2-10-2", "GD04-051 Gundam Airmaster Burst: a Pilot that is not (Vulture), no", function()
  local g = board(7, "GD01-087")
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "zoloat"))
end)
