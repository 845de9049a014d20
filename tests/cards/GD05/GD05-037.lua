-- GD05-037 Destroy Gundam: while an enemy player has 7 or more cards in their trash, this card in your
-- hand gets Lv. -3 and cost -3.  【During Link】This Unit gains <Breach 3>.
-- Props: ST01-005 GM (trash filler), GD05-090 Stellar Loussier ((Biological CPU) Pilot: links it).

local function trash(n) local t = {} for i = 1, n do t[i] = "ST01-005" end return t end

scenario({"2-9-1", "2-10-1"}, "GD05-037 Destroy Gundam: Lv. and cost -3 while an enemy has 7 cards in the trash", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-037", as = "destroy"}} },
                  p2 = { deck = 10, trash = trash(7) } }
  g:expect_option("play " .. c(g, "destroy"))
  local h = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-037", as = "destroy"}} },
                  p2 = { deck = 10, trash = trash(6) } }
  h:expect_no_option("play " .. c(h, "destroy"))
end)

scenario({"13-2-12-1"}, "GD05-037 Destroy Gundam: linked, <Breach 3>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-037", pilot = "GD05-090", as = "destroy"}} }, p2 = { deck = 10 } }
  eq(g:keyword("destroy", "breach"), 3)
end)
