-- GD05-067 Wing Gundam Zero (EW): While a rested enemy Unit is in play, this Unit gains
-- <Suppression>.  【Attack】Choose 1 enemy Unit. Rest it.

scenario({"13-2-7-1", "13-1-7-1"}, "GD05-067 Wing Zero (EW): rests an enemy Unit on attack, then has <Suppression>: 2 Shields",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-067", as = "zero"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}} } }
  ok(not g:keyword("zero", "suppression"), "no rested enemy Unit")
  g:choose("attack " .. c(g, "zero") .. " p2")
  ok(g:rested("gm"), "the only enemy Unit is rested")
  ok(g:keyword("zero", "suppression"))
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  g:expect_count(2, "shields", 1)
end)

scenario({"13-1-7-1", "13-2-7-1"}, "GD05-067 Wing Zero (EW): only enemy rested Units count; a choice among enemy Units", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-067", as = "zero"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm1"}, {"ST01-003", as = "gc"}} } }
  ok(not g:keyword("zero", "suppression"), "your own rested Unit does not count")
  g:choose("attack " .. c(g, "zero") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  eq(#g:decision().keys, 2)
  g:choose(c(g, "gc"))
  ok(g:rested("gc") and not g:rested("gm1"))
end)

-- rest_it is done in C, and still as the effect's: the Unit is "rested by an effect" (its
-- event names this card), so GD04-041 Gundam Throne Drei's "When this Unit is rested by an
-- effect, set it as active" hears it.
scenario({"13-2-7-1", "10-1-6-1"}, "GD05-067 Wing Gundam Zero (EW) 【Attack】: the rest is an effect's (Throne Drei sets itself active)", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-067", as = "wing"}} },
                  p2 = { deck = 10, battle = {{"GD04-041", as = "drei"}} } }
  g:choose("attack " .. c(g, "wing") .. " p2")
  ok(not g:rested("drei"), "rested by the effect, then set active by its own")
end)
