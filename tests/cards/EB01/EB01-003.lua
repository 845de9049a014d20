-- EB01-003 Narrative Gundam A-Packs (EX): at the end of your turn, if it is rested, rest all Units;
-- 3 or more rested by it: draw 1.  (<Repair 2>: the core.)
-- Props: ST01-005 GM (no text).

local function finish_turn(g)
  g:end_main()
  while g:decision().kind == "order" or (g:decision().kind ~= "action" and g:state().active == 1) do
    g:choose(1)
  end
end

scenario({"13-2-3", "10-2-1"}, "EB01-003 Narrative Gundam A-Packs: rested at the end of the turn, rests 3 Units, draws 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-003", rested = true, as = "narrative"}, {"ST01-005", as = "gm1"},
                                               {"ST01-005", rested = true, as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "e1"}, {"ST01-005", as = "e2"}} } }
  finish_turn(g)
  -- (P2's Units are set as active again in P2's start phase: 7-2-3)
  ok(g:rested("gm1"), "your active Unit is rested")
  ok(logged(g, "GM #" .. g:card("e1") .. " is rested") and logged(g, "GM #" .. g:card("e2") .. " is rested"),
     "the enemy Units were rested")
  eq(g:count(1, "hand"), 1, "3 Units rested by it (gm2 was rested already): draw 1")
end)

scenario("EB01-003", "EB01-003 Narrative Gundam A-Packs: only 2 Units rested by it, no draw", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-003", rested = true}, {"ST01-005", rested = true},
                                               {"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "e1"}, {"ST01-005", rested = true}} } }
  finish_turn(g)
  ok(g:rested("gm1") and logged(g, "GM #" .. g:card("e1") .. " is rested"))
  eq(g:count(1, "hand"), 0)
end)

scenario("10-2-1", "EB01-003 Narrative Gundam A-Packs: active at the end of the turn, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-003", as = "narrative"}, {"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "e1"}, {"ST01-005", as = "e2"}} } }
  finish_turn(g)
  ok(not g:rested("gm1") and not g:rested("narrative"))
  ok(not logged(g, "GM #" .. g:card("e1") .. " is rested"))
  eq(g:count(1, "hand"), 0)
end)
