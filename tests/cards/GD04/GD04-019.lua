-- GD04-019 GN Armor Type-D (Trans-Am): 【Destroyed】 look at the top 3, a (CB) Unit card of Lv.5 or
-- lower may go to the hand, the rest to the bottom.
-- Props: GD04-047 Gundam Virtue ((CB) Unit, Lv.3), GD04-037 Gundam Kyrios (Trans-Am) ((CB) Lv.6),
-- GD04-111 Trinity ((CB) Command), GD01-027 Big Zam (AP5 HP6), GM filler.

local function destroyed(top3)
  local deck = {"ST01-005", "ST01-005", "ST01-005"}
  for _, spec in ipairs(top3) do deck[#deck + 1] = spec end   -- the last is the top
  local g = game{ p1 = { deck = deck, battle = {{"GD04-019", as = "armor"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "armor") .. " " .. c(g, "bigzam"))
  eq(g:loc("armor"), "trash", "AP5 on HP5")
  return g
end

scenario({"13-2-8-1", "10-1-3", "5-13-1"}, "GD04-019 GN Armor Type-D: a (CB) Unit card of Lv.5 or lower among the top 3 to the hand",
         function()
  local g = destroyed({{"GD04-111", as = "trinity"}, {"GD04-037", as = "kyrios"}, {"GD04-047", as = "virtue"}})
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "kyrios"))    -- Lv.6
  g:expect_no_option(c(g, "trinity"))   -- a Command card
  g:choose(c(g, "virtue"))
  eq(g:loc("virtue"), "hand")
  ok(logged(g, "reveals"), "the card is revealed")
  local deck = g:cards(1, "deck")
  eq(#deck, 5)
  local bottom = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom[g:card("kyrios")] and bottom[g:card("trinity")], "the other two went to the bottom")
end)

scenario("10-1-3", "GD04-019 GN Armor Type-D: \"you may\": none taken, all 3 to the bottom", function()
  local g = destroyed({"ST01-005", "ST01-005", {"GD04-047", as = "virtue"}})
  g:choose({})
  eq(g:loc("virtue"), "deck")
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  ok(deck[1] == g:card("virtue") or deck[2] == g:card("virtue") or deck[3] == g:card("virtue"),
     "Virtue is among the bottom 3")
end)

scenario("10-2-2", "GD04-019 GN Armor Type-D: no (CB) Unit card among them, nothing to choose", function()
  local g = destroyed({"GD04-037", "GD04-111", "ST01-005"})
  g:expect_count(1, "hand", 0)
  g:expect_decision{ kind = "action", player = 1 }
end)
