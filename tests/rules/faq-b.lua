-- The official rules FAQ (faq.md), entries Q61 to Q195: each shown on a real board
-- with real cards, tagged with its number beside the rules it reads.  The earlier
-- entries are in tests/rules/faq.lua; entries shown elsewhere carry the tag there;
-- the rest are listed in docs/rules-coverage.md (FAQ).

local function c(g, name) return "c" .. g:card(name) end

-- the index of the first narration line containing text (nil: none)
local function line_of(g, text)
  for i, l in ipairs(g:log()) do if l:find(text, 1, true) then return i end end
  return nil
end

------------------------------------------------------------------ First Strike, High-Maneuver

scenario({"Q63", "13-1-5-1"}, "a Unit that gains <First Strike> twice has it once: it deals its damage first, once",
         function()
  -- ZnO (AP2 HP1): <First Strike> while battling a Lv.2 or lower Unit, and again from
  -- The Magic Bullet of Dusk.  Beguir-Pente (Lv2, AP2 HP3) takes 2, once, and strikes back.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, battle = {{"GD01-063", as = "zno"}},
                         hand = {{"ST04-014", as = "bullet"}} },
                  p2 = { deck = 10, battle = {{"GD01-084", rested = true, as = "pente"}} } }
  g:choose("play " .. c(g, "bullet"))
  if g:decision().kind == "choose" then g:choose(c(g, "zno")) end
  eq(g:keyword("zno", "first strike"), true)
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "pente"))
  while g:decision().kind == "action" and g:loc("zno") == "battle" do g:pass() end
  eq(g:damage("pente"), 2, "the first damage is dealt once, not twice")
  g:expect_loc("pente", "battle")
  g:expect_loc("zno", "trash")
end)

scenario({"Q64", "13-1-6-1"}, "a Unit that gains <High-Maneuver> twice has it once, and still cannot be blocked", function()
  -- Gundam (GD04-008) linked with Amuro Ray: <High-Maneuver> from 【During Link】, and again
  -- from G-Fighter's 【Deploy】.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, battle = {{"GD04-008", pilot = "ST01-010", as = "gundam"}},
                         hand = {{"GD01-009", as = "gf"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  eq(g:keyword("gundam", "high-maneuver"), true, "from 【During Link】")
  g:choose("play " .. c(g, "gf"))
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  ok(logged(g, "High-Maneuver"), "G-Fighter gave it again")
  eq(g:keyword("gundam", "high-maneuver"), true)
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  ok(not logged(g, "blocks"), "no block")
  g:expect_loc("demi", "battle")
end)

------------------------------------------------------------------ 【Deploy】 【Attack】 【Destroyed】

scenario({"Q65", "13-2-7-1"}, "a 【Deploy】 effect activates when its Unit is deployed", function()
  -- G-Fighter: 【Deploy】 one of your (White Base Team) Units gains <High-Maneuver> this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, battle = {{"ST01-001", as = "gundam"}},
                         hand = {{"GD01-009", as = "gf"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("gundam", "high-maneuver"), false)
  g:choose("play " .. c(g, "gf"))
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  g:expect_loc("gf", "battle")
  eq(g:keyword("gundam", "high-maneuver"), true, "the 【Deploy】 effect resolved")
end)

scenario({"Q66", "Q67", "13-2-6-1", "8-2-3"}, "an 【Attack】 effect activates when its Unit attacks, and resolves after the attack is declared",
         function()
  -- Ball (AP1 HP1): 【Attack】 choose 1 of your Units, it recovers 1 HP.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-015", as = "ball"}, {"ST01-001", damage = 2, as = "gundam"}} },
                  p2 = { deck = 10, shields = 2 } }
  eq(g:damage("gundam"), 2, "nothing before the attack")
  g:choose("attack " .. c(g, "ball") .. " p2")
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  eq(g:damage("gundam"), 1, "the 【Attack】 effect resolved")
  local att, rec = line_of(g, "attacks"), line_of(g, "recovers")
  ok(att and rec and att < rec, "the attack is declared first, then the effect resolves")
end)

scenario({"Q68", "13-2-8-1", "13-2-8-2"}, "a 【Destroyed】 effect activates when its Unit is destroyed and placed in the trash",
         function()
  -- Geara Doga (AP2 HP3): 【Destroyed】 choose 1 enemy Unit with 5 or less AP, deal 1 damage.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", as = "rezel"}} },                  -- Gundam AP3 HP4
                  p2 = { deck = 10, battle = {{"GD01-056", rested = true, as = "geara"}} } }
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "geara"))
  while g:decision().kind == "action" and g:loc("geara") == "battle" do g:pass() end
  if g:decision().kind == "choose" then g:choose(c(g, "rezel")) end
  g:expect_loc("geara", "trash")
  eq(g:damage("rezel"), 3, "2 battle damage, then 1 from the 【Destroyed】 effect")
  g:expect_loc("rezel", "battle")
  ok(line_of(g, "Geara Doga") ~= nil, "")
end)
