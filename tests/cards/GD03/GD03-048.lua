-- GD03-048 GFreD: scenario tests of scripts/cards/GD03/GD03-048.lua.
-- 【Burst】If there are 3 or less enemy Shields, deploy 1 rested [GFreD]((Zeon)･AP4･HP3) Unit token.
--
-- P1 attacks P2 with a GM; P2's top Shield is GFreD.

local function burst(p1_shields)
  local g = game{ p1 = { deck = 10, shields = p1_shields, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-048", as = "gfred"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  return g
end

scenario({"13-2-5-1", "5-17-1"}, "GD03-048 GFreD 【Burst】: 3 enemy Shields, a rested GFreD token", function()
  local g = burst(3)
  local tokens = g:cards(2, "battle")
  eq(#tokens, 1)
  eq(g:number(tokens[1]), "T-020")
  ok(g:rested(tokens[1]))
  eq(g:loc("gfred"), "trash")
end)

scenario({"Q100", "13-2-5-1", "10-2-1"}, "GD03-048 GFreD 【Burst】: 4 enemy Shields, not activated: not offered, no token", function()
  local g = game{ p1 = { deck = 10, shields = 4, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-048", as = "gfred"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }    -- no 【Burst】 question for P2
  g:expect_count(2, "battle", 0)
  eq(g:loc("gfred"), "trash")
end)
