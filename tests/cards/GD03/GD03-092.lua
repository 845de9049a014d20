-- GD03-092 Nyaan: scenario tests of scripts/cards/GD03/GD03-092.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】Place the top card of your deck into your trash. If you placed a (Zeon)/(Clan) card
-- with this effect, choose 1 enemy Unit. Deal 1 damage to it.
--
-- Nyaan links with GD03-048 GFreD ([Nyaan]).  Deck tops: GD01-027 Big Zam ((Zeon)), GD03-032
-- Zaku (Four Snake Eyes') ((Clan)), ST01-005 GM (neither).  Enemy GD01-018 ReZEL.

local function board(top)
  return game{ p1 = { deck = {"ST01-005", "ST01-005", {top, as = "top"}}, resources = 4, hand = {{"GD03-092", as = "nyaan"}},
                      battle = {{"GD03-048", as = "gfred"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
end

for _, top in ipairs{ {"GD01-027", "a (Zeon) card"}, {"GD03-032", "a (Clan) card"} } do
  scenario("13-2-11-1", "GD03-092 Nyaan 【When Linked】: " .. top[2] .. " placed into the trash, 1 damage to an enemy Unit",
           function()
    local g = board(top[1])
    g:choose("pair " .. c(g, "nyaan") .. " " .. c(g, "gfred"))
    eq(g:loc("top"), "trash")
    eq(g:damage("rezel"), 1)
  end)
end

scenario("13-2-11-1", "GD03-092 Nyaan: a card that is neither, no damage", function()
  local g = board("ST01-005")
  g:choose("pair " .. c(g, "nyaan") .. " " .. c(g, "gfred"))
  eq(g:loc("top"), "trash")
  eq(g:damage("rezel"), 0)
end)

scenario("13-2-5-1", "GD03-092 Nyaan 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-092", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
