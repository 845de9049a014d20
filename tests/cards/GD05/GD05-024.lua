-- GD05-024 Gundam AGE-2 Normal (SP Ver.): 【Destroyed】Choose 1 green (Earth Federation) Pilot card
-- from your trash. Add it to your hand. If you do, discard 1.

-- AGE-2 Normal (AP4 HP3; HP4 with Kayra Su) attacks a rested Big Zam (AP5 HP6) and is destroyed.
local function board(t)
  return game{ p1 = { deck = 10, hand = t.hand, trash = t.trash, battle = {{"GD05-024", pilot = t.pilot, as = "age2"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "gundam"}} } }
end

local function destroy(g)
  g:choose("attack " .. c(g, "age2") .. " " .. c(g, "gundam"))
  while g:loc("age2") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("age2", "trash")
end

scenario({"13-2-8-1", "5-20-1"}, "GD05-024 AGE-2 Normal (SP Ver.): a green (Earth Federation) Pilot card to the hand, then discard 1",
         function()
  local g = board{ hand = {{"ST01-005", as = "gm"}},
                   trash = {{"GD05-085", as = "amuro"}, {"ST01-010", as = "blue"}, {"GD02-089", as = "lalah"},
                            {"GD05-086", as = "kayra"}} }
  destroy(g)
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "amuro"))
  g:expect_option(c(g, "kayra"))
  g:expect_no_option(c(g, "blue"))     -- blue
  g:expect_no_option(c(g, "lalah"))    -- green, (Zeon)
  g:choose(c(g, "amuro"))
  g:expect_decision{ kind = "choose", player = 1 }   -- discard 1
  g:choose(c(g, "gm"))
  g:expect_loc("amuro", "hand")
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-8-1", "3-3-6"}, "GD05-024 AGE-2 Normal (SP Ver.): its own Pilot, gone to the trash with it, may be chosen", function()
  local g = board{ hand = {{"ST01-005", as = "gm"}}, pilot = {"GD05-086", as = "kayra"} }
  destroy(g)
  g:expect_decision{ kind = "choose", player = 1 }   -- the only candidate was taken: now discard 1
  g:expect_option(c(g, "kayra"))
  g:choose(c(g, "gm"))
  g:expect_loc("kayra", "hand")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-8-1", "10-2-2", "5-20-1"}, "GD05-024 AGE-2 Normal (SP Ver.): no such Pilot card: no discard", function()
  local g = board{ hand = {{"ST01-005", as = "gm"}}, trash = {"ST01-010", "GD02-089"} }
  destroy(g)
  g:expect_loc("gm", "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)
