-- GD02-083 Graze Ritter (Ground Type): 【Destroyed】If it is your opponent's turn, choose 1 of your
-- (Gjallarhorn) Units. Set it as active.

scenario("13-2-8-1", "GD02-083 Graze Ritter: destroyed in the opponent's turn, a (Gjallarhorn) Unit set active", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-083", rested = true, as = "ritter"}, {"GD02-077", rested = true, as = "ein"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "ritter"))
  while g:loc("ritter") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("ritter", "trash")
  ok(not g:rested("ein"))
end)

scenario({"13-2-8-1", "10-2-1"}, "GD02-083 Graze Ritter: destroyed in your own turn, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-083", as = "ritter"}, {"GD02-077", rested = true, as = "ein"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "ritter") .. " " .. c(g, "bigzam"))
  g:expect_loc("ritter", "trash")
  ok(g:rested("ein"))
end)
