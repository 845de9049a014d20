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

-- the key of the offered option that activates an effect of card name (nil: none)
local function act(g, name)
  local prefix = "activate " .. c(g, name) .. " "
  for _, k in ipairs(g:decision().keys) do if k:sub(1, #prefix) == prefix then return k end end
  return nil
end

-- pass until player p has an action decision
local function until_p(g, p)
  while g:decision().kind == "action" and g:decision().player ~= p do g:pass() end
  g:expect_decision{ kind = "action", player = p }
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

scenario({"Q65", "13-2-6-1"}, "a 【Deploy】 effect activates when its Unit is deployed", function()
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

scenario({"Q66", "Q67", "13-2-7-1", "8-2-2"}, "an 【Attack】 effect activates when its Unit attacks, and resolves after the attack is declared",
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

------------------------------------------------------------------ 【Activate･Main】 【Activate･Action】

scenario({"Q70", "13-2-1-1", "10-1-7-1"}, "an 【Activate･Main】 effect is activated in its player's main phase, not in an action step",
         function()
  -- Side 7: 【Activate･Main】Rest this Base：choose 1 friendly Unit, it recovers 1 HP.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, base = {{"GD01-124", as = "side7"}},
                         battle = {{"ST01-001", damage = 2, as = "gundam"}, "GD01-058"} },  -- Galluss-K: an action to take
                  p2 = { deck = 10, shields = 2 } }
  g:expect_option("Rest this Base")
  g:choose("attack " .. c(g, "gundam") .. " p2")
  until_p(g, 1)
  g:expect_no_option("Rest this Base")
  while g:has_option("pass") do g:pass() end
  ok(logged(g, "ends"), "the battle is over")
  g:choose("Rest this Base")
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  eq(g:damage("gundam"), 1, "recovered 1")
  eq(g:rested("side7"), true, "its condition was fulfilled")
end)

scenario({"Q71", "Q78", "13-2-2-1", "13-2-13-1"}, "an 【Activate･Action】 effect is activated in an action step, not in the main phase; 【Once per Turn】 once",
         function()
  -- Galluss-K: 【Activate･Action】【Once per Turn】①：choose 1 Unit Lv.4 or higher, AP+1 during this battle.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {{"GD01-058", as = "galluss"}, {"ST01-001", as = "gundam"},
                                                             {"GD04-008", as = "gundam2"}} },
                  p2 = { deck = 10, shields = 4 } }
  eq(act(g, "galluss"), nil, "not in the main phase")
  local ap
  g:stop_at("damage step", function(g2) ap = ap or g2:ap("gundam") end)
  g:choose("attack " .. c(g, "gundam") .. " p2")
  until_p(g, 1)
  local key = act(g, "galluss")
  ok(key, "offered in the action step")
  g:choose(key)
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  eq(ap, 4, "AP3 + 1 in the damage step")
  ok(logged(g, "ends"), "the battle is over")
  g:choose("attack " .. c(g, "gundam2") .. " p2")   -- a second battle: one active Resource left
  ok(g:decision().kind ~= "action" or act(g, "galluss") == nil, "【Once per Turn】: not again this turn")
  ok(not g:try_action(key), "refused")
end)

scenario({"Q71", "13-2-2-1", "9-3"}, "an 【Activate･Action】 effect can be activated in the opponent's action step", function()
  local g = game{ turn = 4, active = 2,
                  p1 = { deck = 10, resources = 2, battle = {{"GD01-058", as = "galluss"}, {"ST01-001", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(act(g, "galluss"), "offered to the standby player")
end)

scenario({"Q72", "10-1-7-4", "13-2-2-1"}, "①：paying the cost is a condition: no active Resource, no activation; with one, it is rested",
         function()
  local function board(res)
    local g = game{ turn = 3, active = 1,
                    p1 = { deck = 10, resources = res, battle = {{"GD01-058", as = "galluss"}, {"ST01-001", as = "gundam"}} },
                    p2 = { deck = 10, shields = 4 } }
    g:choose("attack " .. c(g, "gundam") .. " p2")
    return g
  end
  local g = board({1, rested = 1})
  ok(g:decision().kind ~= "action" or act(g, "galluss") == nil, "not offered without an active Resource")
  ok(logged(g, "The battle of Gundam"), "the battle went on without it")
  local h = board(1)
  local ap
  h:stop_at("damage step", function(g2) ap = g2:ap("gundam") end)
  until_p(h, 1)
  h:choose(act(h, "galluss"))
  if h:decision().kind == "choose" then h:choose(c(h, "gundam")) end
  eq(h:rested(h:cards(1, "resources")[1]), true, "the cost ① was paid")
  eq(ap, 4)
end)

scenario({"Q73", "Q88", "13-2-2-1", "3-3-9-2"}, "an 【Activate･Action】 with no condition is activated by declaring it; a Pilot's \"this Unit\" is its Unit",
         function()
  -- Elan Ceres: 【Activate･Action】【Once per Turn】If an enemy Unit with 1 or less AP is in play, this Unit recovers 1 HP.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 2, pilot = {"GD01-098", as = "elan"}, as = "gundam"}} },
                  p2 = { deck = 10, shields = 4, battle = {"ST01-008"} } }
  g:choose("attack " .. c(g, "gundam") .. " p2")
  until_p(g, 1)
  g:choose(act(g, "elan"))
  eq(g:damage("gundam"), 1, "the Unit recovered 1 HP")
  g:expect_count(1, "resources", 0)
end)

------------------------------------------------------------------ 【When Paired】 【During Pair】

scenario({"Q74", "Q75", "13-2-9-1", "13-2-9-2"}, "【When Paired･(Zeon) Pilot】 activates when a (Zeon) Pilot is paired, not another",
         function()
  -- Gyan: 【When Paired･(Zeon) Pilot】choose 1 enemy Unit with <Blocker> Lv.2 or lower, destroy it.
  local function board(pilot)
    return game{ turn = 3, active = 1,
                 p1 = { deck = 10, resources = 4, battle = {{"GD01-032", as = "gyan"}}, hand = {{pilot, as = "pilot"}} },
                 p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  end
  local g = board("GD01-092")  -- M'Quve (Zeon)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "gyan"))
  if g:decision().kind == "choose" then g:choose(c(g, "demi")) end
  g:expect_loc("demi", "trash")
  local h = board("ST01-010")  -- Amuro Ray (no Zeon)
  h:choose("pair " .. c(h, "pilot") .. " " .. c(h, "gyan"))
  ok(h:paired("gyan"), "paired")
  h:expect_loc("demi", "battle")
  eq(#h:pending_triggers(), 0, "nothing activated")
end)

scenario({"Q76", "13-2-10-1"}, "【During Pair】 is active only while the Unit is paired", function()
  -- Gundam Heavyarms: 【During Pair】This Unit gains <Breach 3>.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"GD01-034", as = "heavyarms"}}, hand = {{"ST02-010", as = "heero"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("heavyarms", "breach"), 0, "unpaired")
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "heavyarms"))
  eq(g:keyword("heavyarms", "breach"), 3, "paired")
end)

------------------------------------------------------------------ 【Burst】

scenario({"Q80", "13-2-5-1", "8-5-2-3"}, "a destroyed Shield's 【Burst】 is offered before the card goes to the trash", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-010", as = "heero"}} } }  -- 【Burst】Add this card to your hand
  g:choose("attack " .. c(g, "gm") .. " p2")
  while g:decision().kind == "action" do g:pass() end
  g:expect_decision{ kind = "yesno", player = 2 }
  ok(g:loc("heero") ~= "trash", "not in the trash yet")
  g:choose("yes")
  g:expect_loc("heero", "hand")
end)

scenario({"Q82", "13-2-5-3", "8-5-2-3"}, "after its 【Burst】 resolves the card goes to the trash, unless the effect says otherwise",
         function()
  -- Intercept Orders: 【Burst】Choose 1 enemy Unit with 5 or less HP. Rest it.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-099", as = "orders"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  while g:decision().kind == "action" do g:pass() end
  g:choose("yes")
  if g:decision().kind == "choose" then g:choose(c(g, "gm2")) end
  eq(g:rested("gm2"), true, "the 【Burst】 resolved")
  g:expect_loc("orders", "trash")
  g:expect_count(2, "hand", 0)
end)

scenario({"Q83", "13-2-5-1"}, "a Shield added to the hand by an effect is not destroyed: its 【Burst】 is not offered", function()
  -- Side 7: 【Deploy】Add 1 of your Shields to your hand.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, hand = {{"GD01-124", as = "side7"}},
                         shields = {"ST01-005", {"ST02-010", as = "heero"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "side7"))
  g:expect_loc("heero", "hand")
  ok(g:decision().kind ~= "yesno", "no 【Burst】 question")
  ok(not logged(g, "【Burst】"), "no 【Burst】 activated")
  g:expect_count(1, "shields", 1)
end)

------------------------------------------------------------------ Command cards

scenario({"Q90", "13-2-3-1", "10-1-8-1"}, "a 【Main】 Command is played in its player's main phase, not in an action step", function()
  -- Thoroughly Damaged: 【Main】Choose 1 rested enemy Unit. Deal 1 damage to it.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, hand = {{"ST01-012", as = "cmd"}},
                         battle = {{"ST01-005", as = "gm"}, "GD01-058", "ST01-001"} },       -- Galluss-K: an action to take
                  p2 = { deck = 10, shields = 4, battle = {{"ST01-003", rested = true, as = "guncannon"}} } }
  g:expect_option("play " .. c(g, "cmd"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  until_p(g, 1)
  g:expect_no_option("play " .. c(g, "cmd"))
  while g:has_option("pass") do g:pass() end
  g:choose("play " .. c(g, "cmd"))
  if g:decision().kind == "choose" then g:choose(c(g, "guncannon")) end
  eq(g:damage("guncannon"), 1)
end)

scenario({"Q91", "13-2-4-1", "9-3-1"}, "an 【Action】 Command is played in an action step, either player's, not in the main phase",
         function()
  -- Naval Bombardment: 【Action】Choose 1 friendly Unit with <Blocker>. It gets AP+3 during this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"GD01-120", as = "naval"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-008", as = "demi"}} },
                  p2 = { deck = 10, shields = 4, resources = 2, hand = {{"GD01-120", as = "naval2"}},
                         battle = {{"ST01-008", as = "demi2"}} } }
  g:expect_no_option("play " .. c(g, "naval"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  if g:has_option("pass") and g:decision().player == 2 and not g:has_option("play " .. c(g, "naval2")) then g:pass() end
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "naval2"))                  -- the standby player, in the opponent's turn
  if g:decision().kind == "choose" then g:choose(c(g, "demi2")) end
  eq(g:ap("demi2"), 4, "AP1 + 3")
  until_p(g, 1)
  g:choose("play " .. c(g, "naval"))                   -- the active player, in their own turn
  if g:decision().kind == "choose" then g:choose(c(g, "demi")) end
  eq(g:ap("demi"), 4, "AP1 + 3")
end)

scenario({"Q92", "Q94", "13-2-3-2", "13-2-4-3"}, "a 【Main】/【Action】 Command is played in the main phase or in an action step; AP below 0 is 0", function()
  -- Iron-Fisted Discipline: 【Main】/【Action】Choose 1 enemy Unit Lv.4 or lower. It gets AP-2 during this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"GD01-119", as = "a"}, {"GD01-119", as = "b"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 4, battle = {{"ST01-001", as = "gundam"}} } }
  g:choose("play " .. c(g, "a"))
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  eq(g:ap("gundam"), 1, "AP3 - 2 in the main phase")
  g:choose("attack " .. c(g, "gm") .. " p2")
  if g:decision().kind == "choose" then g:pass() end
  until_p(g, 1)
  g:choose("play " .. c(g, "b"))
  if g:decision().kind == "choose" then g:choose(c(g, "gundam")) end
  eq(g:ap("gundam"), 0, "AP3 - 2 - 2 in the action step: 0, not -1")
end)

------------------------------------------------------------------ AP, battle damage

scenario({"Q95", "Q94"}, "AP1, then AP-2, then AP+3: AP 2 (1 - 2 + 3), AP 0 in between", function()
  -- P1: Iron-Fisted Discipline (AP-2 during this turn) on P2's Demi Trainer (AP1 <Blocker>);
  -- P2: Naval Bombardment (【Action】 a friendly <Blocker> Unit gets AP+3 during this turn).
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"GD01-119", as = "iron"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 4, resources = 2, hand = {{"GD01-120", as = "naval"}},
                         battle = {{"ST01-008", as = "demi"}} } }
  g:choose("play " .. c(g, "iron"))
  if g:decision().kind == "choose" then g:choose(c(g, "demi")) end
  eq(g:ap("demi"), 0, "1 - 2: 0")
  g:choose("attack " .. c(g, "gm") .. " p2")
  if g:has_option("block " .. c(g, "demi")) then g:choose("pass") end
  until_p(g, 2)
  g:choose("play " .. c(g, "naval"))
  if g:decision().kind == "choose" then g:choose(c(g, "demi")) end
  eq(g:ap("demi"), 2, "1 - 2 + 3")
end)

scenario({"Q97", "Q98", "5-5-3"}, "battle damage is damage: \"destroyed with damage\" counts a Unit destroyed in battle",
         function()
  -- Yzak Jule (paired): 【Once per Turn】When an enemy Link Unit is destroyed with damage while this
  -- Unit is attacking, draw 1.  Wing Gundam Zero + Yzak (AP6) attacks Gundam linked with Amuro (HP5).
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-024", pilot = "GD01-094", as = "wing"}} },
                  p2 = { deck = 10, battle = {{"ST01-001", pilot = "ST01-010", rested = true, as = "gundam"}} } }
  ok(g:linked("gundam"), "a Link Unit")
  g:choose("attack " .. c(g, "wing") .. " " .. c(g, "gundam"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("gundam", "trash")
  eq(g:damage("wing"), 5, "the Link Unit's battle damage")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

------------------------------------------------------------------ tokens, colors

-- the keys of the pending decision, sorted and joined (to compare what may be chosen)
local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

scenario({"Q101", "Q93", "2-4-2", "2-4-3"}, "a token has no color; a Unit paired with a Pilot of another color keeps its own color",
         function()
  -- Dominion: 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 friendly blue Unit. It recovers 2 HP.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"GD02-121", as = "dominion"}}, shields = 2,
                         battle = {{"T-001", damage = 2, as = "token"},                                 -- colorless token
                                   {"ST01-001", damage = 2, pilot = "ST02-010", as = "blue"},           -- blue + green Pilot
                                   {"GD01-034", damage = 2, pilot = "ST01-010", as = "green"}} },       -- green + blue Pilot
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "dominion"))
  if g:decision().kind == "choose" then                   -- (a single candidate is chosen by itself)
    eq(keys(g), c(g, "blue"), "only the blue Unit may be chosen")
    g:choose(c(g, "blue"))
  end
  eq(g:damage("blue"), 0, "the blue Unit paired with a green Pilot is blue")
  eq(g:damage("green"), 2, "the green Unit paired with a blue Pilot is not blue")
  eq(g:damage("token"), 2, "the token is not blue")
end)

scenario({"Q102", "2-9-3", "2-10-3"}, "a token's Lv. and cost are 0: it is a Unit \"Lv.2 or lower\"", function()
  -- The Magic Bullet of Dusk: Choose 1 friendly Unit that is Lv.2 or lower. It gains <First Strike>.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, hand = {{"ST04-014", as = "bullet"}},
                         battle = {{"T-001", as = "token"}, {"ST01-001", as = "gundam"}} },      -- the Gundam is Lv4
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "bullet"))
  if g:decision().kind == "choose" then
    eq(keys(g), c(g, "token"), "only the token may be chosen")
    g:choose(c(g, "token"))
  end
  eq(g:keyword("token", "first strike"), true)
  eq(g:keyword("gundam", "first strike"), false)
end)

------------------------------------------------------------------ effects and their order

scenario({"Q106", "10-1-7-2"}, "a \"during this turn\" effect stays after the Unit that activated it is destroyed", function()
  -- ZuOOT: 【Activate･Main】<Support 1>; then With Iron and Blood deals 1 damage to it (HP2, 1 damage).
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST05-013", as = "iron"}},
                         battle = {{"GD01-061", damage = 1, as = "zuoot"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose(act(g, "zuoot"))
  if g:decision().kind == "choose" then g:choose(c(g, "gm")) end
  eq(g:ap("gm"), 3, "AP2 + 1")
  g:choose("play " .. c(g, "iron"))
  if g:decision().kind == "choose" then g:choose(c(g, "zuoot")) end
  g:expect_loc("zuoot", "trash")
  eq(g:ap("gm"), 3, "still AP+1")
end)

scenario({"Q108", "10-1-6-6"}, "effects of both players activated together: the active player's resolve first", function()
  -- Geara Doga against Geara Doga: both destroyed; 【Destroyed】 choose 1 enemy Unit, deal 1 damage.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-056", damage = 1, as = "geara1"}, {"ST01-003", as = "x"}} },
                  p2 = { deck = 10, battle = {{"GD01-056", damage = 1, rested = true, as = "geara2"}, {"ST01-003", as = "y"}} } }
  g:choose("attack " .. c(g, "geara1") .. " " .. c(g, "geara2"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("geara1", "trash"):expect_loc("geara2", "trash")
  eq(g:damage("y"), 1, "P1's effect")
  eq(g:damage("x"), 1, "P2's effect")
  local r1 = line_of(g, "#" .. g:card("geara1") .. ": effect resolves")
  local r2 = line_of(g, "#" .. g:card("geara2") .. ": effect resolves")
  ok(r1 and r2 and r1 < r2, "P1's effect resolved first")
  ok(line_of(g, "Guncannon #" .. g:card("y") .. " takes") < line_of(g, "Guncannon #" .. g:card("x") .. " takes"),
     "and dealt its damage first")
end)

scenario({"Q109", "10-1-6-7"}, "a new effect activated while effects resolve is resolved first", function()
  -- As above; P1's 【Destroyed】 destroys a second Geara Doga of P2's (1 HP left), whose 【Destroyed】
  -- resolves before P2's first one, already waiting.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-056", damage = 1, as = "geara1"}, {"ST01-003", as = "x"}} },
                  p2 = { deck = 10, battle = {{"GD01-056", damage = 1, rested = true, as = "geara2"},
                                              {"GD01-056", damage = 2, as = "geara3"}} } }
  g:choose("attack " .. c(g, "geara1") .. " " .. c(g, "geara2"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("geara3", "trash")
  eq(g:damage("x"), 2, "both of P2's effects resolved")
  local r1 = line_of(g, "#" .. g:card("geara1") .. ": effect resolves")
  local r2 = line_of(g, "#" .. g:card("geara2") .. ": effect resolves")
  local r3 = line_of(g, "#" .. g:card("geara3") .. ": effect resolves")
  ok(r1 and r2 and r3, "three effects resolved")
  ok(r1 < r3 and r3 < r2, "P1's, then the new one (Geara Doga #3), then the one that was waiting")
end)

scenario({"Q110", "10-1-6-8"}, "a 【Burst】 activated by <Breach> while effects resolve is resolved first", function()
  -- Rick Dom (<Breach 2>) destroys Geara Doga: P1's <Breach> and P2's 【Destroyed】 activate together;
  -- <Breach> destroys Heero Yuy (【Burst】), which is resolved before the 【Destroyed】.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-010", as = "heero"}},
                         battle = {{"GD01-056", rested = true, as = "geara"}} } }
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "geara"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("geara", "trash")
  g:expect_decision{ kind = "yesno", player = 2 }
  eq(g:damage("rickdom"), 2, "only the battle damage: the 【Destroyed】 waits")
  g:choose("yes")
  g:expect_loc("heero", "hand")
  if g:decision().kind == "choose" then g:choose(c(g, "rickdom")) end
  g:expect_loc("rickdom", "trash")
end)

scenario({"Q111", "10-1-6-4", "10-1-6-8"}, "an effect activated and waiting is still resolved after the Unit that activated it left the field", function()
  -- Dragon Gundam destroys The Witch and the Bride, a Shield: its own effect ("When this Unit destroys
  -- an enemy shield area card with damage, choose 1 enemy Unit with 3 or less AP. Deal 2 damage to
  -- it.") and the Shield's 【Burst】 ("Activate this card's 【Main】": "Choose 1 enemy Unit with 5 or
  -- less HP. Return it to its owner's hand.") activate together.  The 【Burst】 goes first (10-1-6-8)
  -- and returns Dragon Gundam to the hand; Dragon Gundam's effect, waiting, is resolved all the same.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD05-035", as = "dragon"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-117", as = "witch"}},
                         battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "dragon") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:expect_decision{ kind = "yesno", player = 2 }    -- the 【Burst】 ...
  local waiting = g:pending_triggers()
  eq(#waiting, 1, "... and Dragon Gundam's effect, activated and waiting")
  eq(waiting[1].card, g:card("dragon"))
  g:choose("yes")
  g:expect_loc("witch", "trash")
  eq(g:loc("dragon"), "hand", "the 【Burst】 returned Dragon Gundam to its owner's hand")
  g:expect_loc("gm", "trash")                        -- 2 damage to the GM (AP2), its only target
  local back, dealt = line_of(g, "Dragon Gundam #" .. g:card("dragon") .. ": battle area -> hand"),
                      line_of(g, "GM #" .. g:card("gm") .. " takes 2 damage")
  ok(back and dealt and back < dealt, "its effect resolved after it had left the field")
end)

------------------------------------------------------------------ keywords of the test cards

-- No card of data/cards.json prints <First Strike> or <Suppression> as its own keyword:
-- these use tests/data/cards/keywords.json (as tests/rules/13-keywords.lua does).
if use_cards then use_cards("tests/data/cards/keywords.json") end
local have_test_cards = pcall(game, { p1 = { deck = 1, battle = {"TEST-KW-001"} }, p2 = { deck = 1 } })

if have_test_cards then

scenario({"Q61", "13-1-5-1", "8-5-3-2-2"}, "<First Strike>: the attacker deals its damage before the enemy Unit deals its own",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-001", as = "fs"}} },                  -- AP3 HP1
                  p2 = { deck = 10, battle = {{"GD01-086", rested = true, as = "lfrith"}} } } -- AP2 HP4
  g:choose("attack " .. c(g, "fs") .. " " .. c(g, "lfrith"))
  while g:has_option("pass") do g:pass() end
  local first = line_of(g, "Gundam Lfrith #" .. g:card("lfrith") .. " takes 3")
  local second = line_of(g, "#" .. g:card("fs") .. " takes 2")
  ok(first and second and first < second, "the <First Strike> damage first")
  eq(g:damage("lfrith"), 3)
  g:expect_loc("fs", "trash")
end)

scenario({"Q165", "Q166", "13-1-7-1", "10-1-6-5"}, "<Suppression>: two Shields destroyed together, both 【Burst】s offered; their owner orders them",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = {{"ST01-005", as = "s1"}, {"GD01-094", as = "yzak"}, {"ST02-010", as = "heero"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  while g:has_option("pass") do g:pass() end
  ok(g:loc("heero") ~= "shields" and g:loc("yzak") ~= "shields", "both destroyed at once")
  g:expect_decision{ kind = "order", player = 2 }   -- the Shields' owner orders them (Q166)
  ok(not logged(g, "activates the 【Burst】"), "neither resolved yet")
  g:choose("Yzak Jule")                             -- the lower Shield's first
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  local y, h = line_of(g, "【Burst】 of Yzak Jule"), line_of(g, "【Burst】 of Heero Yuy")
  ok(y and h and y < h, "in the order chosen")
  g:expect_loc("heero", "hand"):expect_loc("yzak", "hand"):expect_loc("s1", "shields")
end)

scenario({"Q195", "13-1-7-1", "13-2-5-1"}, "<Suppression> destroys two Shields together: a Base deployed by 【Burst】 adds the next Shield, not the other destroyed one",
         function()
  -- Side 7: 【Burst】Deploy this card. 【Deploy】Add 1 of your Shields to your hand.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = {{"ST01-005", as = "s1"}, {"ST01-005", as = "s2"}, {"GD01-124", as = "side7"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("side7", "base")
  g:expect_loc("s2", "trash")
  g:expect_loc("s1", "hand")
  g:expect_count(2, "shields", 0)
end)

end

------------------------------------------------------------------ "friendly" and "your"

scenario({"Q84", "12-3-10"}, "\"1 friendly Unit\" is one of yours in 1v1, and may be a teammate's in team battle; \"1 of your Units\" never",
         function()
  -- Kai's Resolve: 【Main】Choose 1 friendly Unit. It recovers 3 HP.
  -- With Iron and Blood: 【Main】/【Action】Choose 1 of your Units. Deal 1 damage to it. It gets AP+3.
  local one = game{ turn = 3, active = 1,
                    p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                           battle = {{"ST01-001", damage = 2, as = "a"}, {"ST01-001", damage = 2, as = "b"}} },
                    p2 = { deck = 10, battle = {{"ST01-001", damage = 2, as = "enemy"}} } }
  one:choose("play " .. c(one, "kai"))
  eq(keys(one), table.concat((function() local t = {c(one, "a"), c(one, "b")}; table.sort(t); return t end)(), " "),
     "1v1: only the player's own Units")
  local function team()
    return game{ players = 4, mode = "team", teams = {1, 2, 1, 2}, turn = 3, active = 1,
                 p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}, {"ST05-013", as = "iron"}},
                        battle = {{"ST01-001", damage = 2, as = "a"}, {"ST01-001", damage = 2, as = "b"}} },
                 p2 = { deck = 10, battle = {{"ST01-001", damage = 2, as = "enemy"}} },
                 p3 = { deck = 10, battle = {{"ST01-001", damage = 2, as = "mate"}} },
                 p4 = { deck = 10 } }
  end
  local g = team()
  g:choose("play " .. c(g, "kai"))
  local t = {c(g, "a"), c(g, "b"), c(g, "mate")}; table.sort(t)
  eq(keys(g), table.concat(t, " "), "team battle: the teammate's Unit too")
  g:choose(c(g, "mate"))
  eq(g:damage("mate"), 0)
  local h = team()
  h:choose("play " .. c(h, "iron"))
  local u = {c(h, "a"), c(h, "b")}; table.sort(u)
  eq(keys(h), table.concat(u, " "), "\"1 of your Units\": not the teammate's")
end)

scenario({"Q112", "13-1-6-1", "13-1-4-1"}, "an effect that says \"can't\" wins: <Blocker> cannot change the target of a Unit that can't be blocked",
         function()
  -- Wing Gundam Zero: <High-Maneuver> (This Unit can't be blocked.) against Demi Trainer's <Blocker>.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-024", as = "wing"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "wing") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  ok(not g:try_action("block " .. c(g, "demi")), "the block is refused")
  while g:has_option("pass") do g:pass() end
  eq(g:rested("demi"), false, "the <Blocker> was not used")
  g:expect_loc("demi", "battle")
  g:expect_count(2, "shields", 2)
end)
