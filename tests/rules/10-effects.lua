-- Rules 10: effects -- what the core owns without card scripts: triggered keyword
-- effects (<Repair>, <Breach>) and their order (10-1-6), the activated <Support>
-- (10-1-7, 10-2, 10-3).

-- Narration lines containing `text`, in order.
local function lines(g, text)
  local t = {}
  for _, l in ipairs(g:log()) do
    if l:find(text, 1, true) then t[#t + 1] = l end
  end
  return t
end

scenario("10-1-6-1", "a triggered effect resolves by itself: a single <Repair> asks nothing", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-017", damage = 1, as = "jegan"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("jegan"), 0, "repaired")
  eq(#lines(g, "<Repair> resolves"), 1, "one <Repair> resolved")
end)

scenario({"Q107", "10-1-6-5"}, "the player orders their own simultaneous triggered effects", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-017", damage = 1, as = "jegan"},       -- Repair 1
                                              {"GD01-033", damage = 2, as = "ds"},          -- Repair 1
                                              {"ST01-001", damage = 2, as = "gundam"}} },   -- Repair 2
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_decision{ kind = "order", player = 1, min = 1, max = 1 }
  eq(#g:decision().keys, 3, "the three waiting effects")
  g:choose("Gundam Deathscythe")
  g:expect_decision{ kind = "order", player = 1 }
  eq(#g:decision().keys, 2, "the two left")
  g:choose("Stark Jegan")
  -- The last one needs no choice.
  g:expect_state{ turn = 4, active = 2 }
  local order = lines(g, "<Repair> resolves")
  eq(#order, 3, "three resolved")
  ok(order[1]:find("Gundam Deathscythe", 1, true), "first: " .. order[1])
  ok(order[2]:find("Stark Jegan", 1, true), "second: " .. order[2])
  ok(order[3]:find("Gundam #", 1, true), "third: " .. order[3])
  eq(g:damage("jegan") + g:damage("ds") + g:damage("gundam"), 0 + 1 + 0, "all repaired")
end)

scenario("10-1-6-5", "identical effects of the same card need no ordering", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-017", damage = 1, as = "a"}, {"GD01-017", damage = 2, as = "b"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("a"), 0, "a")
  eq(g:damage("b"), 1, "b")
end)

scenario({"10-1-6-4", "13-1-2-3"}, "a triggered effect still resolves after its card has left the battle area", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST04-007", as = "aegis"}} },                 -- AP3 HP4 Breach 3
                  p2 = { deck = 10, base = {{"EXB-001", as = "exb"}}, shields = 1,
                         battle = {{"GD01-027", rested = true, damage = 3, as = "bigzam"}} } } -- AP5 HP6
  g:choose("attack " .. c(g, "aegis") .. " " .. c(g, "bigzam"))
  g:expect_loc("aegis", "trash"):expect_loc("bigzam", "trash")
  -- <Breach 3> of the destroyed Aegis destroys the EX Base (HP3).
  g:expect_loc("exb", "outside")
  g:expect_count(2, "shields", 1)
end)

scenario({"10-1-7-1", "10-1-7-2", "10-2-2", "10-2-2-1"}, "an activated effect (<Support>) is the player's choice; its target is chosen from the battle area",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-055", as = "bucue"}, {"ST01-005", as = "gm"}},
                         hand = {{"ST01-005", as = "inhand"}}, trash = 1 },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  -- Offered, not forced: the player may end the main phase without using it.
  g:expect_option("activate " .. c(g, "bucue") .. " 0")
  g:expect_option("end")
  g:choose("activate " .. c(g, "bucue") .. " 0")
  -- Only the other friendly Unit in play; not a card in the hand or trash, not an enemy.
  eq(table.concat(g:decision().keys, " "), c(g, "gm"), "targets")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4, "AP2 + <Support 2>")
end)

------------------------------------------------------------------ labels: what an effect does

scenario({"labels", "10-1-7"}, "an activation's option shows that effect's text; a question asked by an effect says which effect asks",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-124", as = "side7"}},
                         battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10 } }
  local label
  for i, k in ipairs(g:decision().keys) do
    if k:find("^activate") then label = g:decision().labels[i] end
  end
  eq(label, "Activate effect 3 of Side 7 #" .. g:card("side7") ..
     ": 【Activate･Main】Rest this Base：Choose 1 friendly Unit. It recovers 1 HP.", "the label")
  -- Its question ("Choose 1 friendly Unit") is the effect's: the decision names it.
  local h = game{ p1 = { deck = 10, base = {{"GD01-124", as = "side7"}},
                         battle = {{"ST01-005", damage = 1, as = "gm"}, {"ST01-005", damage = 1}} },
                  p2 = { deck = 10 } }
  h:choose("Activate effect 3")
  h:expect_decision{ kind = "choose", player = 1 }
  eq(h:decision().source, "Side 7 #" .. h:card("side7") ..
     ": 【Activate･Main】Rest this Base：Choose 1 friendly Unit. It recovers 1 HP.", "what for")
  eq(g:decision().source, nil, "the core's own main-phase question names no effect")
end)

-- EB01-022 Gundam Exia (EX): at the end of your turn you may destroy it; if you do, deploy 3 tokens
-- (over the battle area's limit: a question, 11-4-2-2).  EB01-068 Chall Acustica, its Pilot:
-- 【During Link】【Destroyed】 you may return it to the deck top.  Found by the EB01 soak
-- (battle-royale, 4 players, games 246, 1187, 1655): the trigger's collection in the middle of the
-- effect took over the effect's call context, and the effect's next question re-read its first
-- answer -- 1 Unit trashed instead of 2, 7 in the battle area.
scenario({"10-1-6-7", "11-4-2-2", "13-2-8-2"}, "a trigger caused in the middle of an effect waits until the effect, its questions included, is over",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-022", pilot = {"EB01-068", as = "chall"}, as = "exia"},
                                               "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:choose("yes")                        -- Exia (EX): destroy it, deploy 3 tokens
  -- 5 GMs + 3 tokens: 2 Units to trash first, asked by the effect in progress
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:choose({1, 2})
  eq(g:count(1, "battle"), 6)
  g:expect_decision{ kind = "yesno", player = 1 }   -- then Chall Acustica's 【Destroyed】
  g:choose("yes")
  g:expect_loc("chall", "deck")
  eq(g:count(1, "battle"), 6)
end)

-- The harness: an effect whose choice has one candidate takes it without asking
-- (docs/testing.md, "One legal target"); with two it asks.
scenario({"10-2-2", "10-2-2-1"}, "10-2-2 an effect's target with one candidate is chosen without asking", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-002", as = "unicorn"}} },   -- 【Attack】rest 1 enemy Unit
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} } }
  local before = g:log_length()
  g:choose("attack " .. c(g, "unicorn") .. " p2")
  ok(g:rested("gm"), "the only enemy Unit is rested")
  ok(g:decision().kind ~= "choose", "no choice was asked for")
  eq(g:log_length(), before + 1, "one answer given: the attack's own")
  -- with two candidates the same effect asks
  local h = game{ p1 = { deck = 10, battle = {{"GD01-002", as = "unicorn"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} } }
  h:choose("attack " .. c(h, "unicorn") .. " p2")
  h:expect_decision{ kind = "choose", player = 1 }
end)

if use_cards then use_cards("tests/data/cards/core-rules.json") end

scenario("10-1-6-7", "a rule the engine checks in the middle of an effect (another card's \"can't receive damage\") leaves the effect its own: its player draws",
         function()
  -- TEST-CORE-005: "Choose 1 enemy Unit. Deal 1 damage to it. Then, draw 1."  The target,
  -- P2's TEST-CORE-001, has a prevent_damage rule (a Lua function): the damage asks it,
  -- with P2's card as the caller, in the middle of P1's effect.  Then P1 draws, not P2.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 5, resources = 1, hand = {{"TEST-CORE-005", as = "strike"}} },
                  p2 = { deck = 5, battle = {{"TEST-CORE-001", as = "ward"}} } }
  local hand2 = g:count(2, "hand")
  g:choose("play " .. c(g, "strike"))
  if g:decision().kind == "choose" then g:choose(c(g, "ward")) end
  eq(g:loc("ward"), "trash", "the damage is dealt (the rule is for battle damage only): 1 HP, destroyed")
  eq(g:count(1, "hand"), 1, "P1, the effect's player, drew 1")
  eq(g:count(2, "hand"), hand2, "P2 drew nothing")
end)

scenario("10-1-8-1-1", "a Command whose first step is an action can be played with nothing to choose after it; one that looks first, only when it has a target",
         function()
  -- TEST-CORE-006: "Draw 1. Then, choose 1 enemy Unit. Rest it." -- its dry run reaches the draw
  -- before reading anything (learned once, then asked no more).  TEST-CORE-007: "Choose 1 Unit
  -- card in your trash. ..." -- it reads the trash first: asked each time.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 5, resources = 2,
                         hand = {{"TEST-CORE-006", as = "draw1"}, {"TEST-CORE-006", as = "draw2"},
                                 {"TEST-CORE-007", as = "back1"}, {"TEST-CORE-007", as = "back2"}},
                         trash = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 5 } }
  g:choose("play " .. c(g, "draw1"))
  eq(g:count(1, "hand"), 4, "drew 1, no enemy Unit to rest")
  g:choose("play " .. c(g, "draw2"))
  eq(g:count(1, "hand"), 4, "again")
  g:choose("play " .. c(g, "back1"))
  eq(g:loc("gm"), "deck")
  g:expect_no_option("play " .. c(g, "back2"))  -- no Unit card in the trash now (10-1-8-1)
end)

-- A Command's "If ..." given as its condition (TEST-A19-019: "【Main】If there are 7 or more cards in
-- your trash, choose 1 enemy Unit. Rest it."): no target, so it does not decide whether the
-- Command can be played; when it holds, the target must exist (10-1-8-1-1).
use_cards("tests/data/cards/api19.json")

scenario("10-1-8-1-1", "A Command's \"If\" that does not hold: it can be played, and does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 1, trash = 6, hand = {{"TEST-A19-019", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "cmd"))   -- no enemy Unit, but the "If" does not hold
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("cmd", "trash")
  local h = game{ p1 = { deck = 10, resources = 1, trash = 6, hand = {{"TEST-A19-019", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("play " .. c(h, "cmd"))
  ok(not h:rested("gm"), "the \"If\" does not hold: nothing is rested")
end)

scenario("10-1-8-1-1", "A Command's \"If\" that holds: its target must exist, and is chosen", function()
  local g = game{ p1 = { deck = 10, resources = 1, trash = 7, hand = {{"TEST-A19-019", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
  local h = game{ p1 = { deck = 10, resources = 1, trash = 7, hand = {{"TEST-A19-019", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("play " .. c(h, "cmd"))
  ok(h:rested("gm"))
end)

scenario({"10-1-8-1-1", "13-2-3-1"}, "A Command's \"If\" is asked when another effect activates its 【Main】 (e:run_main)", function()
  for _, trash in ipairs{ 6, 7 } do
    local g = game{ p1 = { deck = 10, trash = trash, battle = {{"GD05-035", pilot = "TEST-A19-019", as = "dragon"}} },
                    p2 = { deck = 10, shields = 3, battle = {{"GD01-027", as = "bigzam"}} } }
    ok(g:linked("dragon"))
    g:choose("attack " .. c(g, "dragon") .. " p2")
    eq(g:rested("bigzam"), trash == 7, trash .. " cards in the trash")
    ok(logged(g, "activates the effect of If Test Command"), "activated either way")
  end
end)
