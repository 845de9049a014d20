-- EB01-038 G-Self: 【Deploy】 place 1 EX Resource.

scenario({"13-2-6-1", "5-17-3-2"}, "EB01-038 G-Self: an EX Resource is placed", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-038", as = "gself"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gself"))
  g:expect_count(1, "resources", 5)
  local ex = g:cards(1, "resources")[5]
  ok(not g:rested(ex), "active")
  ok(g:number(ex) ~= "R-001", "an EX Resource, no Resource of the resource deck")
end)
