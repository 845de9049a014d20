-- GD02-023 Gundam AGE-1 Spallow: 【During Link】While you are Lv.7 or higher, this Unit gains
-- <First Strike>.

scenario({"13-2-12-1", "13-1-5-1"}, "GD02-023 Gundam AGE-1 Spallow: linked at Lv.7, <First Strike>", function()
  local g = game{ p1 = { deck = 10, resources = 7, battle = {{"GD02-023", pilot = "GD02-088", as = "spallow"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  ok(g:linked("spallow"), "Flit Asuno links")
  ok(g:keyword("spallow", "first strike"))
  g:choose("attack " .. c(g, "spallow") .. " " .. c(g, "rezel"))
  g:expect_loc("rezel", "trash")
  eq(g:damage("spallow"), 0, "ReZEL was destroyed first: no damage back (13-1-5-2)")
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-023 Gundam AGE-1 Spallow: Lv.6, or not linked: no <First Strike>", function()
  local g = game{ p1 = { deck = 10, resources = 6, battle = {{"GD02-023", pilot = "GD02-088", as = "spallow"}} },
                  p2 = { deck = 10 } }
  ok(not g:keyword("spallow", "first strike"), "Lv.6")
  g = game{ p1 = { deck = 10, resources = 7, battle = {{"GD02-023", pilot = "GD01-089", as = "spallow"}} },
            p2 = { deck = 10 } }
  ok(not g:keyword("spallow", "first strike"), "paired, not linked")
end)
