-- GD05-039 Chaos Gundam: 【Attack】Choose 1 of your (Phantom Pain) Linked Units. It gains
-- <High-Maneuver> during this turn.

scenario({"13-2-7-1", "13-1-6-1"}, "GD05-039 Chaos Gundam: a (Phantom Pain) Link Unit gains <High-Maneuver> this turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-039", pilot = "GD05-091", as = "chaos"},      -- Sting Oakley: linked
                                              {"GD05-034", pilot = "GD05-090", as = "gaia"},       -- Stellar Loussier: linked
                                              {"GD05-040", pilot = "GD05-091", as = "abyss"},      -- paired, not linked
                                              {"GD01-013", pilot = "ST01-010", as = "gundam"}} },  -- linked, no (Phantom Pain)
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  ok(g:linked("chaos") and g:linked("gaia") and g:linked("gundam") and not g:linked("abyss"))
  g:choose("attack " .. c(g, "chaos") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "chaos"))
  g:expect_option(c(g, "gaia"))
  g:expect_no_option(c(g, "abyss"))
  g:expect_no_option(c(g, "gundam"))
  g:choose(c(g, "gaia"))
  ok(g:keyword("gaia", "high-maneuver"))
  ok(not g:keyword("chaos", "high-maneuver"))
  g:expect_option("block " .. c(g, "demi"))          -- Chaos Gundam itself can still be blocked
  g:choose("block " .. c(g, "demi"))
  while g:loc("chaos") == "battle" and g:rested("chaos") and g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  g:choose("attack " .. c(g, "gaia") .. " p2")
  if g:decision().kind == "choose" then g:choose(c(g, "gaia")) end
  g:expect_no_option("block " .. c(g, "demi"))
  g:next_turn()
  ok(not g:keyword("gaia", "high-maneuver"), "during this turn only")
end)

scenario({"13-2-7-1", "10-2-2"}, "GD05-039 Chaos Gundam: itself, when linked", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-039", pilot = "GD05-091", as = "chaos"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "chaos") .. " p2")
  ok(g:keyword("chaos", "high-maneuver"), "the only candidate is taken")
  g:expect_no_option("block " .. c(g, "demi"))
end)
