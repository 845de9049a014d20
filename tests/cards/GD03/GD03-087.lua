-- GD03-087 Sarah Zabiarov: scenario tests of scripts/cards/GD03/GD03-087.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 enemy Unit that is Lv.3 or lower. Rest it.
--
-- Sarah ((Jupitris)) links with GD03-003 Messala ((Jupitris) Trait); ST01-005 GM has no link.
-- Enemy GD01-018 ReZEL (Lv.3), GD01-027 Big Zam (Lv.7).

local function board(unit)
  return game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-087", as = "sarah"}}, battle = {{unit, as = "unit"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario("13-2-11-1", "GD03-087 Sarah Zabiarov 【When Linked】: rest an enemy Unit of Lv.3 or lower", function()
  local g = board("GD03-003")
  g:choose("pair " .. c(g, "sarah") .. " " .. c(g, "unit"))
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
end)

scenario("13-2-11-1", "GD03-087 Sarah Zabiarov: paired without a link, nothing", function()
  local g = board("ST01-005")
  g:choose("pair " .. c(g, "sarah") .. " " .. c(g, "unit"))
  ok(not g:rested("rezel"))
end)

scenario("13-2-5-1", "GD03-087 Sarah Zabiarov 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-087", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)

-- rest_it is done in C unless a "rest this Unit instead" (10-1-9) is in the game: then its
-- function rests the Unit, as e:rest (which would ask, when the substitute applied).
scenario({"13-2-11-1", "10-1-9"}, "GD03-087 Sarah Zabiarov: with G-Defenser in play, the Unit is rested all the same", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-087", as = "sarah"}},
                         battle = {{"GD03-003", as = "unit"}, {"GD03-079", as = "gdef"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "sarah") .. " " .. c(g, "unit"))
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
  ok(not g:rested("gdef"), "no Base rested: G-Defenser is not asked")
end)
