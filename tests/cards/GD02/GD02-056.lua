-- GD02-056 Gundam X: 【During Pair･(Vulture) Pilot】【Destroyed】Choose 1 (Vulture) Unit card that
-- is Lv.5 or higher from your trash. Add it to your hand.

local function board(pilot)
  return game{ p1 = { deck = 10, trash = {{"GD02-053", as = "bigx"}, {"GD02-059", as = "airmaster"}},
                      battle = {{"GD02-056", pilot = pilot, damage = 3, as = "x"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

scenario("13-2-8-1", "GD02-056 Gundam X: destroyed with a (Vulture) Pilot, a Lv.5+ (Vulture) Unit card back", function()
  local g = board("GD02-094")
  g:choose("attack " .. c(g, "x") .. " " .. c(g, "bigzam"))
  g:expect_loc("x", "trash")
  g:expect_loc("bigx", "hand", "Lv.7, the only candidate (Airmaster is Lv.4)")
  g:expect_loc("airmaster", "trash")
end)

scenario({"13-2-8-1", "10-2-1"}, "GD02-056 Gundam X: a Pilot without (Vulture), nothing", function()
  local g = board("GD02-095")
  g:choose("attack " .. c(g, "x") .. " " .. c(g, "bigzam"))
  g:expect_loc("x", "trash")
  g:expect_loc("bigx", "trash")
end)
