-- GD05-003 Waldfeld's Murasame: 【Destroyed】If you have an (Orb) Pilot in play, draw 1.

-- Waldfeld's Murasame (AP2 HP4) attacks a rested Big Zam (AP5 HP6) and is destroyed.
local function board(p1_battle)
  return game{ p1 = { deck = 10, battle = p1_battle },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

scenario({"13-2-8-1", "10-2-1"}, "GD05-003 Waldfeld's Murasame: destroyed with another Unit's (Orb) Pilot in play: draw 1",
         function()
  local g = board{ {"GD05-003", as = "murasame"}, {"GD05-016", pilot = "GD05-083"} }  -- Cagalli: (Orb)
  g:choose("attack " .. c(g, "murasame") .. " " .. c(g, "bigzam"))
  while g:loc("murasame") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("murasame", "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-8-1", "10-2-1", "3-3-6"}, "GD05-003 Waldfeld's Murasame: its own (Orb) Pilot left with it; a non-(Orb) Pilot: no draw",
         function()
  local g = board{ {"GD05-003", pilot = "GD05-082", as = "murasame"},     -- Andrew Waldfeld: (Orb), its own
                   {"ST01-001", pilot = "ST01-010"} }                     -- Amuro Ray: no (Orb)
  g:choose("attack " .. c(g, "murasame") .. " " .. c(g, "bigzam"))
  while g:loc("murasame") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("murasame", "trash")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

scenario({"13-2-8-1", "10-2-1"}, "GD05-003 Waldfeld's Murasame: an (Orb) Unit without a Pilot is no (Orb) Pilot", function()
  local g = board{ {"GD05-003", as = "murasame"}, "GD05-016" }
  g:choose("attack " .. c(g, "murasame") .. " " .. c(g, "bigzam"))
  while g:loc("murasame") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("murasame", "trash")
  g:expect_count(1, "hand", 0)
end)
