-- GD02-061 Hyakuri: 【When Paired･Purple Pilot】If there are 3 or more (Teiwaz)/(Tekkadan) cards in
-- your trash, choose 1 enemy Unit with 3 or less AP. Rest it.

local function board(pilot, trash)
  return game{ p1 = { deck = 10, resources = 4, trash = trash, hand = {{pilot, as = "pilot"}},
                      battle = {{"GD02-061", as = "hyakuri"}} },
               p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}, {"GD01-018", as = "rezel"}} } }
end

scenario("13-2-9-1", "GD02-061 Hyakuri: a purple Pilot, 3 (Teiwaz)/(Tekkadan) cards in the trash: rest an enemy AP3 Unit",
         function()
  local g = board("GD02-095", {"GD02-062", "GD02-054", "GD02-113"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hyakuri"))
  ok(g:rested("gundam"), "AP3")
  ok(not g:rested("rezel"), "AP4 is not offered")
end)

scenario({"13-2-9-1", "10-2-1"}, "GD02-061 Hyakuri: 2 such cards, or a Pilot that is not purple: nothing", function()
  local g = board("GD02-095", {"GD02-062", "GD02-054", "ST01-005"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hyakuri"))
  ok(not g:rested("gundam"))
  g = board("GD01-089", {"GD02-062", "GD02-054", "GD02-113"})      -- Riddhe Marcenas: blue
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hyakuri"))
  ok(not g:rested("gundam"))
end)
