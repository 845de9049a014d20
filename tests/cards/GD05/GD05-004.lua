-- GD05-004 Akatsuki (Oowashi): while you have no Units that are Lv.6 or higher in play, this card in
-- your hand gets Lv. -1 and cost -1 for each of your (Orb) Units in play.  【When Linked】Choose 1
-- enemy Unit that is Lv.4 or lower. Return it to its owner's hand.
-- Props: GD05-010 Kira's Strike Rouge (Orb, Lv4), GD05-083 Cagalli Yula Athha ((Orb) Pilot: links
-- it), ST01-005 GM.

scenario({"2-9-1", "2-10-1"}, "GD05-004 Akatsuki (Oowashi): Lv. and cost -1 in the hand for each of your (Orb) Units", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-004", as = "akatsuki"}},
                         battle = {"GD05-010", "GD05-010"} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "akatsuki"))  -- Lv.6 - 2 = 4, cost 6 - 2 = 4
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-004", as = "akatsuki"}}, battle = {"GD05-010", "ST01-005"} },
                  p2 = { deck = 10 } }
  h:expect_no_option("play " .. c(h, "akatsuki"))
end)

scenario({"13-2-11-1"}, "GD05-004 Akatsuki (Oowashi): linked, a Lv.4 enemy Unit to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-083", as = "cagalli"}}, battle = {{"GD05-004", as = "akatsuki"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "cagalli") .. " " .. c(g, "akatsuki"))
  while g:decision().kind ~= "action" do g:choose(1) end    -- (Cagalli's own 【When Paired】 too)
  g:expect_loc("gm", "hand")
end)
