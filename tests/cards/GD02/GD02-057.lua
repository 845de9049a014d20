-- GD02-057 Zedas: 【During Pair】【Attack】You may choose 1 of your other Units. Destroy it. If you
-- do, choose 1 enemy Unit that is Lv.4 or lower. Deal 2 damage to it.

scenario({"13-2-10-1", "5-20-1"}, "GD02-057 Zedas: destroy another Unit of yours, 2 damage to an enemy Unit Lv.4 or lower",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-057", pilot = "GD01-089", as = "zedas"}, {"GD02-067", as = "baqto"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}, {"GD01-027", as = "bigzam"},
                                                           {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "zedas") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_no_option(c(g, "zedas"))
  g:choose(c(g, "baqto"))
  g:expect_loc("baqto", "trash")
  g:expect_no_option(c(g, "bigzam"))        -- Lv.7
  g:choose(c(g, "gundam"))
  eq(g:damage("gundam"), 2)
end)

scenario({"13-2-10-1", "5-20-1"}, "GD02-057 Zedas: destroy nothing, no damage; unpaired, no effect", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-057", pilot = "GD01-089", as = "zedas"}, {"GD02-067", as = "baqto"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "zedas") .. " p2")
  g:choose({})
  g:expect_loc("baqto", "battle")
  eq(g:damage("gundam"), 0)
  g = game{ p1 = { deck = 10, battle = {{"GD02-057", as = "zedas"}, {"GD02-067", as = "baqto"}} },
            p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "zedas") .. " p2")
  g:expect_loc("baqto", "battle")
  g:expect_count(2, "shields", 1)
end)
