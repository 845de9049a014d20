-- ST09-003 Saviour Gundam: scenario tests of scripts/cards/ST09/ST09-003.lua.
-- <Breach 3>
-- 【When Linked】If there are 5 or more purple cards in your trash, deal 2 damage to all Units with 5
-- or less AP.
--
-- Saviour (AP5) links with ST04-011 Athrun Zala (AP+1; his own 【When Linked】 lets it attack active
-- Units, nothing to choose).  Units: ST01-005 GM (AP2 HP2), ST05-006 Hyakuren (AP4 HP3), ST07-003
-- Gundam Virtue (AP5 HP4), GD03-010 Full Armor Unicorn Gundam (AP6).  Trash: ST09-005 Zaku Warrior
-- (purple).

local function board(purple)
  local trash = {"ST01-005"}
  for i = 1, purple do trash[#trash + 1] = "ST09-005" end
  return game{ p1 = { deck = 10, resources = 4, trash = trash, hand = {{"ST04-011", as = "athrun"}},
                      battle = {{"ST09-003", as = "saviour"}, {"ST01-005", as = "mygm"}} },
               p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}, {"ST07-003", as = "virtue"}, {"GD03-010", as = "unicorn"}} } }
end

local function link(g)
  g:choose("pair " .. c(g, "athrun") .. " " .. c(g, "saviour"))
  if g:decision().kind == "order" then g:choose(1) end   -- the two 【When Linked】 effects, either order
  ok(g:linked("saviour"))
end

scenario({"13-2-11-1", "11-3-1"}, "ST09-003 Saviour Gundam 【When Linked】: 5 purple cards in the trash, 2 damage to all Units with 5 or less AP",
         function()
  local g = board(5)
  eq(g:keyword("saviour", "breach"), 3)
  link(g)
  g:expect_loc("mygm", "trash")          -- yours too
  eq(g:damage("hyakuren"), 2)
  eq(g:damage("virtue"), 2)
  eq(g:damage("unicorn"), 0)             -- AP6
  eq(g:damage("saviour"), 0)             -- AP5+1
end)

scenario({"13-2-11-1", "10-2-1"}, "ST09-003 Saviour Gundam: 4 purple cards in the trash, nothing", function()
  local g = board(4)
  link(g)
  eq(g:damage("hyakuren"), 0)
  g:expect_loc("mygm", "battle")
end)
