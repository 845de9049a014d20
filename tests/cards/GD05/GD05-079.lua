-- GD05-079 Gundam Heavyarms Custom (EW): 【Activate･Main】【Once per Turn】If you have another (G
-- Team)/(Preventer) Unit in play, choose 1 enemy Unit that is Lv.4 or lower. It gets AP-1 during
-- this turn.

scenario({"13-2-1-1", "13-2-13-1", "10-2-2"}, "GD05-079 Heavyarms Custom (EW): an enemy Unit Lv.4 or lower gets AP-1, once per turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-079", as = "heavy"}, {"GD05-077"}} },        -- Leo: (G Team)
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}, {"GD01-027", as = "lv7"}} } }
  g:choose("activate " .. c(g, "heavy") .. " 1")
  eq(g:ap("lv4"), 2, "the only enemy Unit Lv.4 or lower")
  eq(g:ap("lv7"), 5)
  g:expect_no_option("activate " .. c(g, "heavy") .. " 1")
  g:next_turn()
  eq(g:ap("lv4"), 3)
end)

scenario({"13-2-1-1", "10-2-1", "10-2-2"}, "GD05-079 Heavyarms Custom (EW): alone, or no enemy Unit Lv.4 or lower: can't be activated",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-079", as = "heavy"}, {"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}} } }
  g:expect_no_option("activate " .. c(g, "heavy") .. " 1")
  g = game{ p1 = { deck = 10, battle = {{"GD05-079", as = "heavy"}, {"GD05-074"}} },             -- Noin's Taurus: (Preventer)
            p2 = { deck = 10, battle = {{"GD01-027", as = "lv7"}} } }
  g:expect_no_option("activate " .. c(g, "heavy") .. " 1")
end)
