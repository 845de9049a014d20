-- GD02-036 Qubeley: 【When Linked】This Unit gains <Suppression> during this turn.
-- 【During Pair･(Neo Zeon) Pilot】【Attack】Choose 1 damaged enemy Unit. Deal 2 damage to it.

scenario({"13-2-11-1", "13-1-7-1"}, "GD02-036 Qubeley 【When Linked】: <Suppression> during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-091", as = "haman"}},
                         battle = {{"GD02-036", as = "qubeley"}} },
                  p2 = { deck = 10 } }
  ok(not g:keyword("qubeley", "suppression"))
  g:choose("pair " .. c(g, "haman") .. " " .. c(g, "qubeley"))
  ok(g:linked("qubeley"))
  while g:decision().kind ~= "action" do g:choose(1) end   -- Haman Karn's own 【When Paired】 (no enemy Unit)
  ok(g:keyword("qubeley", "suppression"))
  g:next_turn()
  ok(not g:keyword("qubeley", "suppression"), "during this turn only")
end)

scenario({"13-2-7-1", "13-2-10-1"}, "GD02-036 Qubeley 【Attack】 with a (Neo Zeon) Pilot: 2 damage to a damaged enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-036", pilot = "GD01-093", as = "qubeley"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", damage = 1, as = "hurt"}, {"GD01-018", as = "whole"},
                                                           {"GD01-013", damage = 2, as = "hurt2"}} } }
  g:choose("attack " .. c(g, "qubeley") .. " p2")
  if g:decision().kind == "order" then g:choose("Qubeley") end
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hurt2"))
  g:expect_no_option(c(g, "whole"))
  g:choose(c(g, "hurt"))
  eq(g:damage("hurt"), 3)
end)

scenario({"13-2-10-1", "10-2-2"}, "GD02-036 Qubeley 【Attack】: a Pilot without (Neo Zeon) gives nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-036", pilot = "ST03-011", as = "qubeley"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", damage = 1, as = "hurt"}} } }
  g:choose("attack " .. c(g, "qubeley") .. " p2")
  eq(g:damage("hurt"), 1)
end)
