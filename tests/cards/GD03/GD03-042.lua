-- GD03-042 Duel Gundam (Assault Shroud): scenario tests of scripts/cards/GD03/GD03-042.lua.
-- While this Unit has 5 or more AP, it may choose an active enemy Unit that is Lv.5 or lower as
-- its attack target.
--
-- It is AP3; ST02-010 Heero Yuy (AP+2) makes it AP5.  Enemy: active GD01-018 ReZEL (Lv.3),
-- GD01-027 Big Zam (Lv.7).

scenario({"10-1-5-3", "8-2-1"}, "GD03-042 Duel Gundam (Assault Shroud): with 5 AP, may attack an active enemy Unit of Lv.5 or lower",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-042", pilot = "ST02-010", as = "duel"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  eq(g:ap("duel"), 5)
  g:expect_option("attack " .. c(g, "duel") .. " " .. c(g, "rezel"))
  g:expect_no_option("attack " .. c(g, "duel") .. " " .. c(g, "bigzam"))
end)

scenario("10-1-5-3", "GD03-042 Duel Gundam (Assault Shroud): with 3 AP, only rested Units", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-042", as = "duel"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:expect_no_option("attack " .. c(g, "duel") .. " " .. c(g, "rezel"))
end)
