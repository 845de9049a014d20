-- GD03-089 Bernard Wiseman: scenario tests of scripts/cards/GD03/GD03-089.lua.
-- 【Burst】Add this card to your hand.
-- Increase this Unit's AP by an amount equal to the number of (Cyclops Team) Pilot cards/Command
-- cards with unique names in your trash.
--
-- Bernard (AP+0) is paired with ST01-005 GM (AP2).  Trash: GD03-090 Mikhail Kaminsky ((Cyclops
-- Team) Pilot) twice, GD03-107 Over the River ((Cyclops Team) Command), GD03-108 How Many Miles
-- ((Cyclops Team) Command), GD03-027 Z'Gok E ((Cyclops Team) Unit: not counted), ST01-010 Amuro
-- Ray (a Pilot, not (Cyclops Team)).

scenario({"3-3-9-2", "10-1-5-1"}, "GD03-089 Bernard Wiseman: AP+1 per (Cyclops Team) Pilot/Command card name in the trash",
         function()
  local g = game{ p1 = { deck = 10, trash = {"GD03-090", "GD03-090", "GD03-107", "GD03-108", "GD03-027", "ST01-010"},
                         battle = {{"ST01-005", pilot = "GD03-089", as = "gm"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2 + 3, "Mikhail Kaminsky (once), Over the River, How Many Miles")
end)

scenario("10-1-5-1", "GD03-089 Bernard Wiseman: the count follows the trash", function()
  local g = game{ p1 = { deck = 10, resources = 4, trash = {"GD03-090"}, hand = {{"GD03-108", as = "cmd"}},
                         battle = {{"ST01-005", pilot = "GD03-089", as = "gm"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 3)
  g:choose("play " .. c(g, "cmd"))        -- How Many Miles to the Battlefield? goes to the trash
  eq(g:ap("gm"), 4)
end)

scenario("10-1-5-1", "GD03-089 Bernard Wiseman: an empty trash, AP+0", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD03-089", as = "gm"}} }, p2 = { deck = 10 } }
  eq(g:ap("gm"), 2)
end)

scenario("13-2-5-1", "GD03-089 Bernard Wiseman 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-089", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
