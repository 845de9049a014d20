-- GD03-077 Justice Gundam (METEOR): scenario tests of scripts/cards/GD03/GD03-077.lua.
-- 【When Linked】Choose 1 to 3 enemy Units with 3 or less HP. Return them to their owners' hands.
--
-- Props: ST04-011 Athrun Zala (links), ST02-010 Heero Yuy (no link); enemy ST01-005 GM (HP2),
-- GD01-018 ReZEL (HP3), GD03-011 GM Sniper II (HP3), ST01-008 Demi Trainer (HP1), GD01-027 Big
-- Zam (HP6).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}}, battle = {{"GD03-077", as = "justice"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}, {"GD03-011", as = "sniper"},
                                           {"ST01-008", as = "demi"}, {"GD01-027", as = "bigzam"}} } }
end

scenario("13-2-11-1", "GD03-077 Justice Gundam (METEOR) 【When Linked】: up to 3 enemy Units with 3 or less HP to the hand", function()
  local g = board("ST04-011")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "justice"))
  ok(g:linked("justice"))
  g:expect_decision{ kind = "order", player = 1 }  -- Athrun's own 【When Linked】 triggers too
  g:choose("Justice")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 3 }
  g:expect_no_option(c(g, "bigzam"))
  g:choose{ c(g, "gm"), c(g, "rezel"), c(g, "demi") }
  eq(g:loc("gm"), "hand")
  eq(g:loc("rezel"), "hand")
  eq(g:loc("demi"), "hand")
  eq(g:loc("sniper"), "battle")
  g:expect_count(2, "hand", 3)
end)

scenario("13-2-11-1", "GD03-077 Justice Gundam (METEOR): paired without a link, nothing", function()
  local g = board("ST02-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "justice"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "battle", 5)
end)
