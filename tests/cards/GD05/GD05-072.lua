-- GD05-072 Rising Gundam: 【When Linked】Choose 1 enemy Unit with 4 or less HP. Rest it.

scenario({"13-2-11-1", "10-2-2"}, "GD05-072 Rising Gundam 【When Linked】: an enemy Unit with 4 or less HP is rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-097", as = "domon"}}, battle = {{"GD05-072", as = "rising"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "hp3"}, {"GD01-027", as = "hp6"},
                                              {"ST01-001", as = "hp4"}} } }
  g:choose("pair " .. c(g, "domon") .. " " .. c(g, "rising"))   -- Domon Kasshu: (Gundam Fighter)
  ok(g:linked("rising"))
  g:expect_decision{ kind = "order", player = 1 }  -- Domon's own 【When Paired】 triggers too
  g:choose("Rising")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hp3"))
  g:expect_option(c(g, "hp4"))
  g:expect_no_option(c(g, "hp6"))
  g:choose(c(g, "hp3"))
  ok(g:rested("hp3"))
  ok(not g:rested("hp4"))
end)

scenario({"13-2-11-1", "13-2-9-1"}, "GD05-072 Rising Gundam: paired without a link: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-082", as = "pilot"}}, battle = {{"GD05-072", as = "rising"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "hp4"}} } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "rising"))
  ok(not g:linked("rising"))
  ok(not g:rested("hp4"))
end)
