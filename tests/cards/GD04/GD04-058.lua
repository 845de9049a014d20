-- GD04-058 Jamil's Gundam X (AP2 HP1): 【During Pair･(Vulture) Pilot】【Destroyed】 in your turn,
-- the paired Pilot returns to its owner's hand.
-- Props: GD04-094 Pala Sys ((Vulture) Pilot, HP+1), GD01-087 Sayla Mass (not (Vulture)),
-- GD04-027 Bigro (AP5).

scenario({"13-2-10-2", "13-2-8-1", "3-3-6"}, "GD04-058 Jamil's Gundam X: destroyed in your turn, the (Vulture) Pilot to the hand",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-058", pilot = {"GD04-094", as = "pala"}, as = "gx"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "gx") .. " " .. c(g, "bigro"))
  eq(g:loc("gx"), "trash")
  eq(g:loc("pala"), "hand")
end)

scenario("10-2-1", "GD04-058 Jamil's Gundam X: destroyed in the opponent's turn, the Pilot stays in the trash", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, battle = {{"GD04-058", rested = true, pilot = {"GD04-094", as = "pala"}, as = "gx"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} } }
  g:choose("attack " .. c(g, "bigro") .. " " .. c(g, "gx"))
  eq(g:loc("gx"), "trash")
  eq(g:loc("pala"), "trash")
end)

scenario("13-2-10-2", "GD04-058 Jamil's Gundam X: a Pilot that is not (Vulture) stays in the trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-058", pilot = {"GD01-087", as = "sayla"}, as = "gx"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "gx") .. " " .. c(g, "bigro"))
  eq(g:loc("gx"), "trash")
  eq(g:loc("sayla"), "trash")
end)
