-- GD02-073 Carta's Graze Ritter (Ground Type): During your opponent's turn, the enemy Unit battling
-- this Unit gains <First Strike>.

scenario({"10-1-5-1", "13-1-5-2"}, "GD02-073 Carta's Graze Ritter: attacked in the opponent's turn, the attacker strikes first",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, hand = {"GD02-109"},     -- (so that P1 stops in the action step)
                         battle = {{"GD02-073", rested = true, as = "carta"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", damage = 1, as = "bigzam"}, {"GD01-013", as = "other"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "carta"))
  g:expect_state{ step = "action step" }
  ok(g:keyword("bigzam", "first strike"), "the battling enemy Unit")
  ok(not g:keyword("other", "first strike"), "not another enemy Unit")
  while g:loc("carta") == "battle" and g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  g:expect_loc("carta", "trash")
  eq(g:damage("bigzam"), 1, "Big Zam (1 damage, HP6) took none back: <First Strike> (13-1-5-2)")
end)

scenario({"10-1-5-1", "13-1-5-1"}, "GD02-073 Carta's Graze Ritter: in your own turn, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-073", as = "carta"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, damage = 1, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "carta") .. " " .. c(g, "bigzam"))
  ok(not g:keyword("bigzam", "first strike"))
  g:expect_loc("bigzam", "trash")      -- 1 + 5 damage on HP6: Carta's damage landed
  g:expect_loc("carta", "trash")
end)
