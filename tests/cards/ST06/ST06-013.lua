-- ST06-013 Fierce Unity: scenario tests of scripts/cards/ST06/ST06-013.lua.
-- 【Action】Choose 1 to 2 friendly (Clan) Units. They can't receive battle damage from enemy Units
-- that are Lv.2 or lower during this turn.
-- 【Pilot】[Ortega (GQ)]
--
-- Props: ST06-008 Sugai's Gelgoog (GQ) ((Clan) Lv.3 AP3 HP3), ST06-006 Red Gundam ((Clan) HP4);
-- attackers ST01-005 GM (Lv.2 AP2), ST05-006 Hyakuren (Lv.3 AP4).

local function board(attacker)
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, resources = 3, hand = {{"ST06-013", as = "cmd"}},
                      battle = {{"ST06-008", rested = true, as = "sugai"}, {"ST06-006", as = "red"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10, resources = 3, battle = {{attacker, as = "attacker"}} } }
end

scenario({"13-2-4-1", "5-5-3"}, "ST06-013 Fierce Unity: no battle damage from an enemy Unit of Lv.2 or lower", function()
  local g = board("ST01-005")
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "sugai"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "gm"))         -- not (Clan)
  g:choose({c(g, "sugai")})
  while g:decision().kind == "action" and g:state().step ~= "" do g:choose("pass") end
  eq(g:damage("sugai"), 0)
  g:expect_loc("attacker", "trash")      -- Sugai's AP3 on HP2
end)

scenario({"13-2-4-1", "5-5-3"}, "ST06-013 Fierce Unity: an enemy Unit of Lv.3 deals its battle damage", function()
  local g = board("ST05-006")
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "sugai"))
  g:choose("play " .. c(g, "cmd"))
  g:choose({c(g, "sugai"), c(g, "red")})
  while g:decision().kind == "action" and g:state().step ~= "" do g:choose("pass") end
  g:expect_loc("sugai", "trash")
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "ST06-013 Fierce Unity: 【Action】 only; no friendly (Clan) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST06-013", as = "cmd"}}, battle = {{"ST06-008"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))   -- the main phase: no 【Main】
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, resources = 3, hand = {{"ST06-013", as = "cmd"}}, battle = {{"ST01-005", rested = true, as = "gm"}} },
                   p2 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} } }
  g2:choose("attack " .. c(g2, "attacker") .. " " .. c(g2, "gm"))
  g2:expect_decision{ kind = "action", player = 2 }   -- P1 had nothing to play: the battle went on
  g2:expect_loc("cmd", "hand")
end)
