-- GD05-019 Re-GZ: 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (Londo Bell)
-- Unit card among them and add it to your hand. Return the remaining cards randomly to the bottom
-- of your deck.

-- Re-GZ (AP4 HP2) attacks a rested Gundam (AP3 HP4) and is destroyed.
local function board(deck)
  return game{ p1 = { deck = deck, battle = {{"GD05-019", as = "regz"}} },
               p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
end

local function destroy(g)
  g:choose("attack " .. c(g, "regz") .. " " .. c(g, "gundam"))
  while g:loc("regz") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("regz", "trash")
end

scenario({"13-2-8-1", "10-1-3"}, "GD05-019 Re-GZ 【Destroyed】: a (Londo Bell) Unit card of the top 3 to the hand, the rest to the bottom",
         function()
  local g = board{ {"ST01-005", as = "bottom"}, {"ST01-005", as = "fourth"}, {"GD05-027", as = "jegan"},
                   {"GD05-115", as = "cmd"}, {"GD05-020", as = "nu"} }        -- nu on top
  destroy(g)
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "nu"))
  g:expect_option(c(g, "jegan"))
  g:expect_no_option(c(g, "cmd"))       -- a Command card
  g:expect_no_option(c(g, "fourth"))    -- not among the top 3
  g:choose(c(g, "jegan"))
  g:expect_loc("jegan", "hand")
  ok(logged(g, "reveals"), "the card is revealed")
  local deck = g:cards(1, "deck")
  eq(#deck, 4)
  eq(deck[#deck], g:card("fourth"), "the 4th card is now on top")
  local bottom2 = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom2[g:card("nu")] and bottom2[g:card("cmd")], "the other two at the bottom")
end)

scenario({"13-2-8-1", "10-1-3"}, "GD05-019 Re-GZ: none taken: all 3 to the bottom", function()
  local g = board{ {"ST01-005", as = "bottom"}, {"ST01-005", as = "fourth"}, {"GD05-027", as = "jegan"},
                   {"ST01-005", as = "gm"}, {"GD01-013", as = "blue"} }      -- Gundam: no (Londo Bell)
  destroy(g)
  g:expect_option(c(g, "jegan"))
  g:expect_no_option(c(g, "blue"))
  g:expect_no_option(c(g, "gm"))
  g:choose({})
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
  eq(deck[4], g:card("bottom"))
end)
