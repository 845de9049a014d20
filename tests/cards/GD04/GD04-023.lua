-- GD04-023 Gundam Kyrios (Tail Booster): 【Deploy】 a Unit paired with a (Super Soldier) Pilot may
-- attack an active enemy Unit of Lv.4 or lower this turn.
-- Props: GD04-090 Hallelujah Haptism ((Super Soldier)), GD01-087 Sayla Mass (not), GD04-047
-- Gundam Virtue, GD04-005 GM III (Lv.2), GD04-010 Gaplant (Lv.4), GD04-027 Bigro (Lv.5).

local function board()
  return game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-023", as = "kyrios"}},
                      battle = {{"GD04-047", pilot = "GD04-090", as = "virtue"},
                                {"GD04-047", pilot = "GD01-087", as = "other"}} },
               p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"},
                                           {"GD04-027", as = "bigro"}} } }
end

scenario({"13-2-6-1", "1-3-1"}, "GD04-023 Gundam Kyrios (Tail Booster): the (Super Soldier) Pilot's Unit may attack active Lv.4 or lower Units",
         function()
  local g = board()
  g:expect_no_option("attack " .. c(g, "virtue") .. " " .. c(g, "gm3"))
  g:choose("play " .. c(g, "kyrios"))
  -- only the Unit paired with Hallelujah qualifies: taken without a question
  g:expect_option("attack " .. c(g, "virtue") .. " " .. c(g, "gm3"))
  g:expect_option("attack " .. c(g, "virtue") .. " " .. c(g, "gaplant"))
  g:expect_no_option("attack " .. c(g, "virtue") .. " " .. c(g, "bigro"))   -- Lv.5
  g:expect_no_option("attack " .. c(g, "other") .. " " .. c(g, "gm3"))      -- not chosen
end)

scenario("7-6-6-1", "GD04-023 Gundam Kyrios (Tail Booster): the permission ends with the turn", function()
  local g = board()
  g:choose("play " .. c(g, "kyrios"))
  g:next_turn()
  g:next_turn()
  g:expect_state{ active = 1 }
  g:expect_no_option("attack " .. c(g, "virtue") .. " " .. c(g, "gm3"))
end)
