-- GD04-030 Chuchu's Demi Trainer: 【Attack】 another (Academy) Unit may attack an active enemy Unit
-- of Lv.3 or lower this turn.
-- Props: GD04-031 Heindree ((Academy)), GD04-005 GM III (Lv.2), GD04-010 Gaplant (Lv.4),
-- GD04-027 Bigro ((Zeon)).

scenario({"13-2-7-1", "1-3-1"}, "GD04-030 Chuchu's Demi Trainer: the chosen (Academy) Unit may attack an active Lv.3 or lower Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-030", as = "chuchu"}, {"GD04-031", as = "heindree"},
                                              {"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("attack " .. c(g, "chuchu") .. " p2")
  -- only Heindree is another (Academy) Unit: taken without a question
  g:expect_count(2, "shields", 1)
  g:expect_option("attack " .. c(g, "heindree") .. " " .. c(g, "gm3"))
  g:expect_no_option("attack " .. c(g, "heindree") .. " " .. c(g, "gaplant"))  -- Lv.4
  g:expect_no_option("attack " .. c(g, "bigro") .. " " .. c(g, "gm3"))         -- not (Academy)
end)
