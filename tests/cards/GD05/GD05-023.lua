-- GD05-023 Re-GZ BWS: 【Deploy】Place 1 EX Resource.

scenario("13-2-6-1", "GD05-023 Re-GZ BWS 【Deploy】: 1 EX Resource placed, active", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-023", as = "bws"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "bws"))
  local res = g:cards(1, "resources")
  eq(#res, 4)
  local ex = res[#res]
  eq(g:number(ex):sub(1, 3), "EXR")
  ok(not g:rested(ex))
end)
