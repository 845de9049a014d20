-- GD03-125 Peacemillion: scenario tests of scripts/cards/GD03/GD03-125.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】During your turn, when a friendly (Operation Meteor)/(G Team) Unit that is Lv.6 or
-- higher destroys an enemy Unit with battle damage, that friendly Unit may recover 2 HP.
--
-- Props: GD03-018 Altron Gundam ((G Team) Lv.8, AP5 HP6), GD01-040 Wing Gundam ((Operation
-- Meteor) Lv.5, HP3), GD03-010 Full Armor Unicorn (Lv.8, (Civilian)); enemy rested GD01-018
-- ReZEL (AP4 HP3) and ST01-005 GM (AP2).

scenario({"10-1-6-1", "10-1-3", "Q54"}, "GD03-125 Peacemillion: a (G Team) Unit of Lv.6 or higher destroys in battle, it may recover 2 HP",
         function()
  local g = game{ p1 = { deck = 10, base = {"GD03-125"}, battle = {{"GD03-018", damage = 1, as = "altron"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}, {"GD01-018", rested = true, as = "rezel2"}} } }
  g:choose("attack " .. c(g, "altron") .. " " .. c(g, "rezel"))
  eq(g:loc("rezel"), "trash")
  -- (no Shield: Altron's <Breach 5> does not trigger (Q54), Peacemillion's effect alone)
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:damage("altron"), 3, "1 + 4 battle damage - 2")
end)

scenario("10-1-3", "GD03-125 Peacemillion: the recovery may be declined", function()
  local g = game{ p1 = { deck = 10, base = {"GD03-125"}, battle = {{"GD03-018", as = "altron"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "altron") .. " " .. c(g, "rezel"))
  g:choose("no")
  eq(g:damage("altron"), 4)
end)

scenario("10-1-6-2", "GD03-125 Peacemillion: an (Operation Meteor) Unit of Lv.5, or a Lv.8 Unit not (G Team), nothing", function()
  local g = game{ p1 = { deck = 10, base = {"GD03-125"}, battle = {{"GD01-040", as = "wing"}, {"GD03-010", as = "fa"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("attack " .. c(g, "wing") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("wing"), 2)
  g:choose("attack " .. c(g, "fa") .. " " .. c(g, "gm2"))
  eq(g:loc("gm2"), "trash")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("fa"), 2)
end)

scenario("13-2-5-1", "GD03-125 Peacemillion 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-125", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
end)
