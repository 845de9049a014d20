-- ST06-001 GQuuuuuuX (Omega Psycommu): scenario tests of scripts/cards/ST06/ST06-001.lua.
-- 【When Linked】If another friendly (Clan) Unit is in play, this gains <First Strike> during this
-- turn.
--
-- It links with ST06-009 Amate Yuzuriha (Machu) (whose own 【When Linked】 looks at the top card:
-- a non-(Clan) GM goes to the bottom, nothing to choose).  (Clan) prop: ST06-008 Sugai's
-- Gelgoog (GQ), vanilla.

local function board(mine, theirs)
  return game{ p1 = { deck = 10, resources = 4, hand = {{"ST06-009", as = "amate"}},
                      battle = mine },
               p2 = { deck = 10, battle = theirs } }
end

local function link(g)
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "gqx"))
  if g:decision().kind == "order" then g:choose(1) end   -- the two 【When Linked】 effects, either order
  ok(g:linked("gqx"))
end

scenario({"13-2-11-1", "13-1-5-1"}, "ST06-001 GQuuuuuuX 【When Linked】: with another friendly (Clan) Unit, <First Strike> this turn", function()
  local g = board({{"ST06-001", as = "gqx"}, {"ST06-008", as = "sugai"}}, {})
  ok(not g:keyword("gqx", "first strike"))
  link(g)
  ok(g:keyword("gqx", "first strike"))
  ok(not g:keyword("sugai", "first strike"))
  g:next_turn()
  ok(not g:keyword("gqx", "first strike"), "during this turn only")
end)

scenario({"13-2-11-1", "10-2-1"}, "ST06-001 GQuuuuuuX: no other friendly (Clan) Unit (an enemy one does not count), nothing", function()
  local g = board({{"ST06-001", as = "gqx"}, {"ST01-005"}}, {{"ST06-008"}})
  link(g)
  ok(not g:keyword("gqx", "first strike"))
end)

scenario({"13-1-5-1", "Q62"}, "ST06-001 GQuuuuuuX: the <First Strike> it gains deals its damage first", function()
  local g = board({{"ST06-001", as = "gqx"}, {"ST06-008", as = "sugai"}},
                  {{"ST05-006", rested = true, as = "hyakuren"}})
  link(g)
  g:choose("attack " .. c(g, "gqx") .. " " .. c(g, "hyakuren"))   -- AP6 on HP3; Hyakuren's AP4 would destroy HP5
  g:expect_loc("hyakuren", "trash")
  eq(g:damage("gqx"), 0, "destroyed first, it deals no damage")
end)
