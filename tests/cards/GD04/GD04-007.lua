-- GD04-007 Victory Gundam Hexa: 【During Pair】【Attack】 deploy 1 [Parts] token.
-- Props: GD01-087 Sayla Mass (a Pilot).

scenario({"13-2-10-1", "13-2-7-1", "5-17-1"}, "GD04-007 Victory Gundam Hexa: paired, its attack deploys a Parts token",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-007", pilot = "GD01-087", as = "hexa"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hexa") .. " p2")
  local ids = g:cards(1, "battle")
  eq(#ids, 2, "Hexa and the token")
  local token = ids[1] == g:card("hexa") and ids[2] or ids[1]
  eq(g:number(token), "T-021")
  ok(not g:rested(token), "the token is deployed active")
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-10-1", "GD04-007 Victory Gundam Hexa: without a Pilot, no token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-007", as = "hexa"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hexa") .. " p2")
  g:expect_count(1, "battle", 1)
end)

-- ENGINE BUG (12-3-14, 12-3-14-1, 11-4-2), found by the GD04 team-mode soak: a Unit deployed by
-- an effect (e:deploy_token, e:deploy: deploy_cards in src/api_action.c) is checked against its
-- owner's Units only, not the team's, so a team can hold 7 Units (the checking builds then stop
-- the game: "battle area over its limit at a decision").  Left out until the core is fixed (it
-- fails today); the same scenario is in /work/briefs/engine-bug-gd04-team-limit.lua:
--   game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
--         p1 = { deck = 10, battle = {{"GD04-007", pilot = "GD01-087", as = "hexa"}, "GD04-005", "GD04-005"} },
--         p2 = { deck = 10, shields = 2 },
--         p3 = { deck = 10, battle = {"GD04-005", "GD04-005", "GD04-005"} }, p4 = { deck = 10 } }
--   attack hexa -> p2: the Parts token must first make P1 trash 1 Unit (a "choose" decision for P1)

-- The token is a declared action (deploy_token = "T-021", done in C); into a full battle area it
-- asks first which Unit to trash (11-4-2), as e:deploy_token does.
scenario({"11-4-2", "13-2-10-1"}, "GD04-007 Victory Gundam Hexa: its token into a full battle area asks for a Unit to trash first", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-007", pilot = "GD01-087", as = "hexa"},
                                               {"ST01-005", as = "u1"}, "ST01-005", "ST01-005",
                                               "ST01-005", "ST01-005"} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hexa") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }  -- the battle area is full: a Unit to trash
  g:choose(c(g, "u1"))
  g:expect_loc("u1", "trash")
  eq(g:count(1, "battle"), 6, "five Units and the token")
end)
