-- GD05-090 Stellar Loussier: 【Burst】Add this card to your hand.
-- 【Destroyed】Look at the top card of your deck. If it is a (Phantom Pain) card, you may reveal it
-- and add it to your hand. Return any remaining card to the bottom of your deck.

scenario("13-2-5-1", "GD05-090 Stellar Loussier 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-090", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

-- Gaia Gundam with Stellar Loussier (AP5 HP3) attacks a rested Big Zam (AP5 HP6) and is destroyed.
local function board(top)
  return game{ p1 = { deck = {{"ST01-005", as = "bottom"}, {"ST01-005", as = "second"}, {top, as = "top"}},
                      battle = {{"GD05-034", pilot = "GD05-090", as = "gaia"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

local function destroy(g)
  g:choose("attack " .. c(g, "gaia") .. " " .. c(g, "bigzam"))
  while g:loc("gaia") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("gaia", "trash")
end

scenario({"13-2-8-1", "3-3-9-2", "10-1-3"}, "GD05-090 Stellar Loussier 【Destroyed】: a (Phantom Pain) top card may be added to the hand",
         function()
  local g = board("GD05-047")                 -- Exass: (Phantom Pain)
  destroy(g)
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_loc("top", "hand")
  ok(logged(g, "reveals"))
end)

scenario({"13-2-8-1", "10-1-3"}, "GD05-090 Stellar Loussier: declined, or not (Phantom Pain): the card goes to the bottom", function()
  local g = board("GD05-047")
  destroy(g)
  g:choose("no")
  eq(g:cards(1, "deck")[1], g:card("top"))
  eq(g:cards(1, "deck")[3], g:card("second"))
  g = board("GD05-049")                       -- Sazabi: (Neo Zeon)
  destroy(g)
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:cards(1, "deck")[1], g:card("top"))
  g:expect_count(1, "hand", 0)
end)
