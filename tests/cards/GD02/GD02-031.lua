-- GD02-031 Gundam AGE-1 Titus: While you are Lv.7 or higher, this Unit gets AP+2.

scenario("10-1-5-1", "GD02-031 Gundam AGE-1 Titus: AP+2 from Lv.7 on", function()
  local g = game{ p1 = { deck = 10, resources = 6, battle = {{"GD02-031", as = "titus"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("titus"), 2, "Lv.6")
  g = game{ p1 = { deck = 10, resources = {6, ex = 1}, battle = {{"GD02-031", as = "titus"}} },
            p2 = { deck = 10 } }
  eq(g:ap("titus"), 4, "Lv.7 (an EX Resource counts)")
  g = game{ p1 = { deck = 10 }, p2 = { deck = 10, resources = 7, battle = {{"GD02-031", as = "titus"}} } }
  eq(g:ap("titus"), 4, "its controller's Lv., on either turn")
end)
