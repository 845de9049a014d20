-- GD05-089 Master Asia: 【Burst】Add this card to your hand. If there are 3 or more (MF) cards in your
-- trash, you may deploy it as an (AP3･HP3) Unit instead. (Don't treat it as a Pilot.)
-- 【During Link】【Attack】If you have activated a (Special Move) Command card's 【Main】/【Action】
-- during this turn, choose 1 enemy Unit. Deal 2 damage to it.
-- Props: GD05-042/043/035 (MF Units) in the trash, GD05-033 Master Gundam (links with [Master Asia]),
-- GD05-110 Darkness Finger ((Special Move) 【Main】/【Action】: 2 damage), TEST-A19-008 (a Command
-- that is no Special Move), GD05-097 Domon Kasshu (a Pilot), ST04-013 Hawk of Endymion (returns a
-- Unit with 3 or less HP), GD01-027 Big Zam (AP5 HP6).
use_cards("tests/data/cards/api19.json")
use_cards("tests/data/cards/as-unit.json") -- e:deploy's as_unit misused (tests/data/scripts/TEST-AU-*)

local MF3 = {"GD05-042", "GD05-043", "GD05-035"}

-- P1's GM attacks P2, whose top shield is Master Asia; P2 activates the 【Burst】.
local function burst(p2, p1)
  p2.deck = p2.deck or 10
  p2.shields = {"ST01-005", {"GD05-089", as = "asia"}}
  p1 = p1 or {}
  p1.deck = 10
  p1.battle = p1.battle or {}
  table.insert(p1.battle, 1, {"ST01-005", as = "gm"})
  local g = game{ p1 = p1, p2 = p2 }
  g:choose("attack " .. c(g, "gm") .. " p2")
  while g:has_option("pass") do g:pass() end -- (P2's action step, with a Unit)
  g:choose("yes") -- activate the 【Burst】
  return g
end

local function deploy_prompt(g)
  local d = g:decision()
  return d.kind == "yesno" and (d.prompt or ""):find("as an %(AP3･HP3%) Unit") ~= nil
end

scenario({"13-2-5-1", "10-1-3"}, "GD05-089 Master Asia 【Burst】: 2 (MF) cards in the trash: to the hand, no choice to deploy", function()
  local g = burst{ trash = {"GD05-042", "GD05-043", "ST01-005"} }
  ok(not deploy_prompt(g), "no offer to deploy it with 2 (MF) cards")
  g:expect_loc("asia", "hand")
  g:expect_count(2, "battle", 0)
end)

scenario({"13-2-5-1", "10-1-3"}, "GD05-089 Master Asia 【Burst】: 3 (MF) cards, declined: to the hand", function()
  local g = burst{ trash = MF3 }
  ok(deploy_prompt(g), "offered to deploy it as a Unit")
  g:choose("no")
  g:expect_loc("asia", "hand")
end)

scenario({"13-2-5-1", "5-17-2-1", "3-3-9-2"}, "GD05-089 Master Asia 【Burst】: 3 (MF) cards, deployed as an AP3 HP3 Unit that is no Pilot", function()
  local g = burst{ trash = MF3 }
  ok(deploy_prompt(g))
  g:choose("yes")
  g:expect_loc("asia", "battle")
  eq(g:number("asia"), "GD05-089")
  eq(g:ap("asia"), 3, "AP 3")
  eq(g:hp("asia"), 3, "HP 3")
  ok(not g:paired("asia"), "a Unit of its own, not a Pilot under a Unit")
  eq(g:count(2, "battle"), 1)
  ok(logged(g, "Master Asia"), "the narration names it")
  ok(g:view(1):find('"as_unit":true', 1, true), "the view tells it is deployed as a Unit")
end)

scenario({"13-2-5-1", "3-2-6", "3-3-1"}, "GD05-089 Master Asia as a Unit: a Pilot can be paired with it, never linked; no 【During Link】【Attack】", function()
  local g = burst{ trash = MF3, resources = 5,
                   hand = {{"GD05-097", as = "domon"}, {"GD05-110", as = "finger"}},
                   battle = {{"GD01-027", as = "bigzam"}} }
  g:choose("yes")
  g:expect_loc("asia", "battle")
  g:next_turn()
  g:expect_state{ active = 2 }
  g:choose("pair " .. c(g, "domon") .. " " .. c(g, "asia"))
  local d = g:decision()                        -- Domon's 【When Paired】: draw 1, discard 1 (a GM)
  for i, label in ipairs(d.labels) do
    if label:find("GM #") then g:choose(d.keys[i]) break end
  end
  eq(g:paired("asia"), g:card("domon"), "Domon paired with it: a Unit")
  eq(g:linked("asia"), false, "it has no link condition")
  eq(g:ap("asia"), 5, "3 + Domon's 2")
  g:choose("play " .. c(g, "finger"))         -- a (Special Move) Command activated this turn
                                               -- 2 damage to P1's GM, the only enemy Unit
  g:expect_loc("gm", "trash")
  g:choose("attack " .. c(g, "asia") .. " p1")
  eq(#g:pending_triggers(), 0, "its 【During Link】【Attack】 is not its text as a Unit")
end)

scenario({"4-1-5", "Q163"}, "GD05-089 Master Asia as a Unit, returned to the hand: a Pilot card again", function()
  local g = burst({ trash = MF3, resources = 6, battle = {{"GD01-027", as = "bigzam"}} },
                  { resources = 2, hand = {{"ST04-013", as = "hawk"}} })
  g:choose("yes")
  g:expect_loc("asia", "battle")
  g:choose("play " .. c(g, "hawk"))           -- return 1 enemy Unit with 3 or less HP to its hand
  local asia = g:cards(2, "hand")[1]
  eq(g:number(asia), "GD05-089")
  ok(not g:view(2):find('"as_unit"', 1, true), "nothing is deployed as a Unit any more")
  g:next_turn()
  g:expect_state{ active = 2 }
  ok(g:has_option("pair c" .. asia .. " " .. c(g, "bigzam")), "a Pilot in the hand: it pairs with Big Zam")
  g:choose("pair c" .. asia .. " " .. c(g, "bigzam"))
  eq(g:ap("bigzam"), 7, "Big Zam 5 + Master Asia's AP+2 as a Pilot")
end)

scenario({"4-1-5", "5-10-2"}, "GD05-089 Master Asia as a Unit, destroyed in battle: a Pilot card in the trash", function()
  local g = burst({ trash = MF3, resources = 3, hand = {{"GD05-106", as = "attraction"}} },
                  { battle = {{"GD01-027", rested = true, as = "bigzam"}} })
  g:choose("yes")
  g:next_turn()
  g:expect_state{ active = 2 }
  g:choose("attack " .. c(g, "asia") .. " " .. c(g, "bigzam"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("asia", "trash")                 -- 5 damage to its 3 HP
  ok(logged(g, "Master Asia #" .. g:card("asia") .. " is destroyed"))
  -- In the trash it is a Pilot card (Lv 6): Mutual Attraction offers to add it to the hand.
  g:choose("play " .. c(g, "attraction"))
  g:choose("Add a Pilot card")
  g:expect_loc("asia", "hand")
end)

scenario({"13-2-12-1", "10-2-2"}, "GD05-089 Master Asia 【During Link】【Attack】: a (Special Move) Command activated: 2 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-110", as = "finger"}},
                         battle = {{"GD05-033", pilot = {"GD05-089", as = "asia"}, as = "master"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  ok(g:linked("master"), "Master Gundam links with [Master Asia]")
  g:choose("play " .. c(g, "finger"))
  eq(g:damage("bigzam"), 2, "Darkness Finger: 2")
  g:choose("attack " .. c(g, "master") .. " p2")
  g:choose("trigger " .. c(g, "asia") .. " 1") -- before Master Gundam's own 【Attack】
  eq(g:damage("bigzam"), 4, "and Master Asia: 2 more")
end)

scenario({"13-2-12-1", "10-2-2", "Q100"}, "GD05-089 Master Asia 【During Link】【Attack】: no (Special Move) Command activated: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"TEST-A19-008", as = "draw"}},
                         battle = {{"GD05-033", pilot = {"GD05-089", as = "asia"}, as = "master"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "draw"))           -- a Command, but no (Special Move)
  g:choose("attack " .. c(g, "master") .. " p2")
  for _, t in ipairs(g:pending_triggers()) do
    ok(t.card ~= g:card("asia"), "Master Asia's effect is not activated")
  end
  ok(not g:has_option("trigger " .. c(g, "asia") .. " 1"))
  eq(g:damage("bigzam"), 0)
end)

scenario({"13-2-5-1", "4-1-5"}, "GD05-089 Master Asia as a Unit: undo, restore and replay give the same game", function()
  local g = burst{ trash = MF3 }
  local before = g:hash()
  g:choose("yes")
  local after = g:hash()
  g:undo(1)
  eq(g:hash(), before, "undone: back at the choice")
  ok(deploy_prompt(g))
  g:choose("yes")
  eq(g:hash(), after, "deployed again: the same state")
  eq(g:ap("asia"), 3)
  local asia = g:card("asia")
  local g2 = g:replay()
  eq(g2:hash(), after, "the replay reaches the same state")
  eq(g2:loc(asia), "battle")
  eq(g2:ap(asia), 3)
  eq(g2:hp(asia), 3)
end)

scenario({"3-4-4", "4-1-5"}, "e:deploy as_unit: bad arguments are refused with their message; a Command deployed as a Unit", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-AU-001", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("cmd", "battle")                 -- every bad call refused, then deployed
  eq(g:ap("cmd"), 1)
  eq(g:hp("cmd"), 2)
  eq(g:count(1, "trash"), 0, "a Command deployed as a Unit does not go to the trash (3-4-4)")
end)

scenario({"13-2-5-1"}, "e:deploy as_unit without hp: a script error naming the card and the line", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"TEST-AU-002", as = "bad"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  local msg = fails(function() g:choose("yes") end, "as_unit needs ap (0 to 99) and hp (1 to 99)")
  ok(msg:find("TEST-AU-002", 1, true), "names the card: " .. msg)
  ok(msg:find("TEST-AU-002.lua:4", 1, true), "and the script's line: " .. msg)
end)

scenario({"11-4-2", "13-2-5-1"}, "GD05-089 Master Asia 【Burst】 deploys it into a full battle area: a Unit is trashed first, then it is deployed as a Unit", function()
  local g = burst{ trash = MF3, battle = {{"ST01-005", as = "u1"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 2 }  -- the battle area is full: a Unit to trash
  g:choose(c(g, "u1"))
  g:expect_loc("u1", "trash")
  g:expect_loc("asia", "battle")
  eq(g:ap("asia"), 3)
  eq(g:count(2, "battle"), 6)
end)
