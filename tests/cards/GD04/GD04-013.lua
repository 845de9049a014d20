-- GD04-013 Core Fighter: while rested, your (League Militaire) Unit tokens gain <Blocker>.
-- Props: T-021 Parts ((League Militaire) token), GD04-014 Shokew ((League Militaire) Unit card),
-- T-023 Zeong (Head) ((Zeon) token).

scenario({"10-1-5-3", "13-1-4-1"}, "GD04-013 Core Fighter: rested, the (League Militaire) tokens gain <Blocker>",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-013", rested = true}, {"T-021", as = "parts"},
                                              {"GD04-014", as = "shokew"}, {"T-023", as = "head"}} },
                  p2 = { deck = 10, battle = {{"T-021", as = "enemy_parts"}} } }
  ok(g:keyword("parts", "blocker"), "Parts gains <Blocker>")
  ok(not g:keyword("shokew", "blocker"), "not a token")
  ok(not g:keyword("head", "blocker"), "not (League Militaire)")
  ok(not g:keyword("enemy_parts", "blocker"), "not the enemy's")
end)

scenario("10-1-5-3", "GD04-013 Core Fighter: active, nothing; rested by its attack, the token blocks", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-013", as = "core"}, {"T-021", as = "parts"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-027", as = "bigro"}} } }
  ok(not g:keyword("parts", "blocker"))
  g:choose("attack " .. c(g, "core") .. " p2")
  ok(g:keyword("parts", "blocker"), "Core Fighter is rested now")
  -- still rested in P2's turn: P2's attack may be blocked by the token
  g:next_turn()
  g:expect_state{ active = 2 }
  g:choose("attack " .. c(g, "bigro") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("block " .. c(g, "parts"))
end)
