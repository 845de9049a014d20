-- GD05-017 Nu Gundam: <Breach 5>.  【When Paired】You may choose 3 (Londo Bell) cards from your trash.
-- Exile them from the game. If you do, choose 1 enemy Unit. Begin a battle between this Unit and
-- it and only perform the damage step.
-- Props: GD05-027 Jegan (Londo Bell), ST02-010 Heero Yuy (AP+2), GD01-013 Gundam (AP3 HP4),
-- ST01-005 GM.

local function lb(n) local t = {} for i = 1, n do t[i] = "GD05-027" end return t end

scenario({"5-22-4", "13-1-2-1"}, "GD05-017 Nu Gundam: exile 3 (Londo Bell) cards: a damage-step-only battle with an enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, trash = lb(3),
                         battle = {{"GD05-017", as = "nu"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "nu"))
  g:choose{1, 2, 3}
  g:expect_loc("gundam", "trash")      -- 5 + 2 battle damage (Gundam: the one enemy Unit, active)
  eq(g:damage("nu"), 3, "Gundam's battle damage back")
  g:expect_count(2, "shields", 1)      -- <Breach 5>: during your turn, destroyed with battle damage
  ok(not g:rested("nu"), "no attack declared: not rested (5-22-4-1)")
  g:expect_count(1, "removal", 3)
end)

scenario({"5-22-4", "10-1-3"}, "GD05-017 Nu Gundam: 'you may' -- fewer than 3 chosen, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, trash = lb(3),
                         battle = {{"GD05-017", as = "nu"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "nu"))
  g:choose({})
  g:expect_loc("gundam", "battle")
  g:expect_count(1, "trash", 3)
end)
