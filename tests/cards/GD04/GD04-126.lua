-- GD04-126 Izuma Colony: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- When this Base receives battle damage from an enemy Unit with 3 or less AP, deal 1 damage to
-- that Unit.
-- Props: ST01-005 GM (AP2 HP2), ST03-007 Zaku I (AP1 HP2), GD01-018 ReZEL (AP4), GD01-115.

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"5-5-3", "8-5-2-4"}, "GD04-126 Izuma Colony: attacked by a Unit with 3 or less AP, it deals 1 damage back",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, base = {{"GD04-126", as = "izuma"}} },
                  p2 = { deck = 10, battle = {{"ST03-007", as = "zaku"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "zaku") .. " p1")
  fight(g)
  eq(g:damage("izuma"), 1)
  eq(g:damage("zaku"), 1)
  g:choose("attack " .. c(g, "rezel") .. " p1")   -- AP4: no
  fight(g)
  g:expect_loc("izuma", "trash")                   -- 1 + 4 damage of 4 HP
  eq(g:damage("rezel"), 0)
end)

scenario({"5-5-4", "10-1-6-4"}, "GD04-126 Izuma Colony: not effect damage; destroyed by the damage, it still deals 1",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, base = {{"GD04-126", damage = 3, as = "izuma"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}}, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  fight(g)
  g:expect_loc("izuma", "trash")
  eq(g:damage("gm"), 1, "its effect resolves from the trash")
end)
