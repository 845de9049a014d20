-- GD04-128 Armory One (HP6): 【Destroyed】 all players draw 1; 【Deploy】 a Shield to the hand;
-- 【Burst】.
-- Props: GD04-022 Kikeroga (AP3), GD04-027 Bigro (AP5).

scenario({"13-2-8-1", "8-5-2-4-1"}, "GD04-128 Armory One: destroyed, every player draws 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, base = {{"GD04-128", damage = 2, as = "armory"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  eq(g:loc("armory"), "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 1)
end)

scenario({"13-2-8-1", "12-2-6"}, "GD04-128 Armory One: four players, all of them draw 1", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
                  p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, base = {{"GD04-128", damage = 2, as = "armory"}} },
                  p3 = { deck = 10 }, p4 = { deck = 10 } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  eq(g:loc("armory"), "trash")
  for p = 1, 4 do g:expect_count(p, "hand", 1) end
end)

scenario("13-2-6-1", "GD04-128 Armory One: played, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 4, hand = {{"GD04-128", as = "armory"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "armory"))
  eq(g:loc("armory"), "base")
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "hand", 1)
end)

scenario("13-2-5-1", "GD04-128 Armory One 【Burst】: deployed", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-022", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD04-128", as = "armory"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("armory"), "base")
  g:expect_count(2, "shields", 1)
end)

-- 12-2-4: players required to act at once do so the active player first.  Destroyed on P2's turn:
-- P2 draws, then P1.
scenario({"13-2-8-1", "12-2-4"}, "GD04-128 Armory One: all players draw 1, the active player first", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, shields = 2, base = {{"GD04-128", damage = 2, as = "armory"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p1")
  eq(g:loc("armory"), "trash")
  local first, second
  for i, line in ipairs(g:log()) do
    if not first and line:find("P2 draws") then first = i end
    if not second and line:find("P1 draws") then second = i end
  end
  ok(first and second and first < second, "P2 (the active player) draws before P1")
end)

-- 【Deploy】 is a declared action (shield_to_hand = true, done in C): with no Shield left it does nothing.
scenario("13-2-5-1", "GD04-128 Armory One: deployed with no Shields, nothing is added", function()
  local g = game{ p1 = { deck = 10, shields = 0, hand = {{"GD04-128", as = "base"}}, resources = 6 },
                  p2 = { deck = 10 } }
  local hand = g:count(1, "hand")
  g:choose("play " .. c(g, "base"))
  g:expect_loc("base", "base")
  eq(g:count(1, "hand"), hand - 1, "only Armory One left the hand")
end)
