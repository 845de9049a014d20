-- ST09-002 Force Impulse Gundam: scenario tests of scripts/cards/ST09/ST09-002.lua.
-- 【Destroyed】Choose 1 (Minerva Squad) Unit card without "Force Impulse Gundam" in its card name
-- from your trash. Add it to your hand.
--
-- Force Impulse is AP5 HP4; it is destroyed attacking a rested GM with 3 damage on it.  Trash
-- props: ST09-005 Zaku Warrior and ST09-007 Blast Impulse Gundam ((Minerva Squad) Units), GD05-064
-- Force Impulse Gundam ((Minerva Squad), "Force Impulse Gundam"), ST09-008 Shinn Asuka ((Minerva
-- Squad) Pilot), ST05-006 Hyakuren.

local function destroyed(trash)
  local g = game{ p1 = { deck = 10, trash = trash, battle = {{"ST09-002", damage = 3, as = "force"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "force") .. " " .. c(g, "gm"))
  g:expect_loc("force", "trash")
  return g
end

scenario({"13-2-8-1", "13-2-8-2"}, "ST09-002 Force Impulse Gundam 【Destroyed】: a (Minerva Squad) Unit card from the trash to the hand", function()
  local g = destroyed({{"ST09-005", as = "zaku"}, {"ST09-007", as = "blast"}, {"GD05-064", as = "force2"},
                       {"ST09-008", as = "shinn"}, {"ST05-006", as = "hyakuren"}})
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "zaku"))
  g:expect_no_option(c(g, "force"))      -- itself: "Force Impulse Gundam"
  g:expect_no_option(c(g, "force2"))
  g:expect_no_option(c(g, "shinn"))      -- a Pilot card
  g:expect_no_option(c(g, "hyakuren"))   -- not (Minerva Squad)
  g:choose(c(g, "blast"))
  g:expect_loc("blast", "hand")
end)

scenario({"13-2-8-1", "10-2-2"}, "ST09-002 Force Impulse Gundam: nothing that fits, nothing", function()
  local g = destroyed({{"GD05-064", as = "force2"}, "ST09-008"})
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 0)
end)
