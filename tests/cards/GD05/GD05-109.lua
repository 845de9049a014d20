-- GD05-109 Felsi's Plea: 【Action】Choose 1 friendly (Academy) Unit. It recovers 2 HP. Then, if it is
-- paired with a Pilot that is Lv.3 or lower, draw 1.  【Pilot】[Felsi Rollo]

-- P2's GM attacks P1; P1 plays Felsi's Plea in the action step.
local function board(p1_battle)
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 3, hand = {{"GD05-109", as = "plea"}}, battle = p1_battle },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  return g
end

scenario({"13-2-4-1", "5-20-2"}, "GD05-109 Felsi's Plea: an (Academy) Unit recovers 2 HP; paired with a Lv.3 Pilot: draw 1", function()
  local g = board{ {"ST01-007", pilot = "GD05-087", damage = 3, as = "aerial"}, {"GD01-013", damage = 3, as = "gundam"} }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "plea"))
  eq(g:damage("aerial"), 1, "the only (Academy) Unit")
  eq(g:damage("gundam"), 3)
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-4-1", "5-20-2"}, "GD05-109 Felsi's Plea: a Lv.4 Pilot, or no Pilot: no draw; the draw needs no recovery", function()
  local g = board{ {"ST01-007", pilot = "ST01-011", damage = 3, as = "aerial"} }          -- Suletta Mercury: Lv.4
  g:choose("play " .. c(g, "plea"))
  eq(g:damage("aerial"), 1)
  g:expect_count(1, "hand", 0)
  g = board{ {"ST01-007", pilot = "GD05-087", as = "aerial"} }                          -- undamaged
  g:choose("play " .. c(g, "plea"))
  g:expect_count(1, "hand", 1)
end)
