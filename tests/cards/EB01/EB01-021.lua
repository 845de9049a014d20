-- EB01-021 Build Strike Gundam (Full Package) (EX): 【When Paired･(G Generation) Pilot】 with 2 or more
-- (G Generation) Unit cards in your trash, place 1 rested Resource.  (<Breach 4>: the core.)
-- Props: EB01-071 Ittou Tsurugi ((G Generation) Pilot), ST01-010 Amuro Ray (not (G Generation)),
-- EB01-016 / EB01-032 ((G Generation) Units, no text), ST01-005 GM, EB01-076 (a Command).

local function board(pilot, trash)
  return game{ p1 = { deck = 10, resources = 4, resource_deck = {"R-001", "R-001"}, trash = trash,
                      hand = {{pilot, as = "pilot"}}, battle = {{"EB01-021", as = "bs"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-9-1", "10-2-1"}, "EB01-021 Build Strike: a (G Generation) Pilot, 2 (G Generation) Unit cards in the trash: a rested Resource",
         function()
  local g = board("EB01-071", {"EB01-016", "EB01-032"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "bs"))
  g:expect_count(1, "resources", 5)
  g:expect_count(1, "resource_deck", 1)
  local placed = g:cards(1, "resources")[5]
  ok(g:rested(placed), "placed rested")
end)

scenario("10-2-1", "EB01-021 Build Strike: 1 (G Generation) Unit card (and a GM, a Command) in the trash: nothing", function()
  local g = board("EB01-071", {"EB01-016", "ST01-005", "EB01-076"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "bs"))
  g:expect_count(1, "resources", 4)
end)

scenario("13-2-9-2", "EB01-021 Build Strike: a Pilot that is not (G Generation): nothing", function()
  local g = board("ST01-010", {"EB01-016", "EB01-032"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "bs"))
  if g:decision().kind == "choose" then g:choose(1) end -- Amuro Ray's own 【When Paired】
  g:expect_count(1, "resources", 4)
end)
