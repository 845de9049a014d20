-- EB01-002 Hi-Nu Gundam (EX) (Lv.8): 【Deploy】 with another friendly (G Generation) Unit, rest 1 Unit
-- of each enemy player; 【During Link】【Attack】【Once per Turn】 set active with 3 other rested Units.
-- Props: EB01-016 Tornado Gundam ((G Generation), no text), ST01-005 GM (no text),
-- EB01-071 Ittou Tsurugi ((G Generation) Pilot: links).

scenario({"13-2-6-1", "10-2-1"}, "EB01-002 Hi-Nu Gundam: with another (G Generation) Unit, 1 enemy Unit is rested", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"EB01-002", as = "hinu"}}, battle = {"EB01-016"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm1"}, {"ST01-005", as = "gm2"}} } }
  g:choose("play " .. c(g, "hinu"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gm2"))
  ok(g:rested("gm2"), "the chosen GM is rested")
  ok(not g:rested("gm1"), "only one Unit of that player")
end)

scenario("10-2-1", "EB01-002 Hi-Nu Gundam: no other (G Generation) Unit, nothing rested", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"EB01-002", as = "hinu"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm1"}} } }
  g:choose("play " .. c(g, "hinu"))
  ok(not g:rested("gm1"))
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-6-1", "12-2-6"}, "EB01-002 Hi-Nu Gundam: Battle Royale, 1 Unit of each enemy player", function()
  local g = game{ players = 4, mode = "battle-royale",
                  p1 = { deck = 10, resources = 8, hand = {{"EB01-002", as = "hinu"}}, battle = {"EB01-016"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "a2"}} },
                  p3 = { deck = 10 },
                  p4 = { deck = 10, battle = {{"ST01-005", as = "c"}} } }
  g:choose("play " .. c(g, "hinu"))
  g:choose(c(g, "a"))        -- P2's (P4's only Unit is taken without asking)
  ok(g:rested("a") and g:rested("c"), "one Unit of P2 and P4 rested")
  ok(not g:rested("a2"))
end)

local function linked_board(rested_others)
  local mine = { {"EB01-002", pilot = "EB01-071", as = "hinu"} }
  for i = 1, rested_others do mine[#mine + 1] = {"ST01-005", rested = true} end
  return game{ p1 = { deck = 10, battle = mine }, p2 = { deck = 10, shields = 4 } }
end

scenario({"13-2-7-1", "13-2-13-1"}, "EB01-002 Hi-Nu Gundam: linked, 3 other rested Units: set as active, once a turn", function()
  local g = linked_board(3)
  ok(g:linked("hinu"))
  g:choose("attack " .. c(g, "hinu") .. " p2")
  ok(not g:rested("hinu"), "set as active by its 【Attack】")
  g:expect_count(2, "shields", 3)
  g:choose("attack " .. c(g, "hinu") .. " p2")
  ok(g:rested("hinu"), "【Once per Turn】: the second attack leaves it rested")
  g:expect_count(2, "shields", 2)
end)

scenario("10-2-1", "EB01-002 Hi-Nu Gundam: 2 other rested Units are not enough", function()
  local g = linked_board(2)
  g:choose("attack " .. c(g, "hinu") .. " p2")
  ok(g:rested("hinu"))
end)

scenario("13-2-12-1", "EB01-002 Hi-Nu Gundam: not linked, its 【Attack】 does nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-002", pilot = "ST01-010", as = "hinu"},
                                               {"ST01-005", rested = true}, {"ST01-005", rested = true},
                                               {"ST01-005", rested = true}} },
                  p2 = { deck = 10, shields = 4 } }
  ok(not g:linked("hinu"), "Amuro Ray is no (G Generation) Pilot")
  g:choose("attack " .. c(g, "hinu") .. " p2")
  if g:decision().kind == "choose" then g:choose(1) end
  ok(g:rested("hinu"))
end)
