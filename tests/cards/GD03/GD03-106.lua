-- GD03-106 M.A.V. Tactics: scenario tests of scripts/cards/GD03/GD03-106.lua.
-- 【Main】Deploy 1 rested [GQuuuuuuX (Omega Psycommu)]((Clan)･AP3･HP2) Unit token and 1 rested
-- [Red Gundam]((Clan)･AP2･HP3) Unit token.   (T-019, T-018)

local function tokens(g)
  local t = {}
  for _, id in ipairs(g:cards(1, "battle")) do t[g:number(id)] = id end
  return t
end

scenario({"5-20-2", "11-4-2-2"}, "GD03-106 M.A.V. Tactics: two different rested tokens", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-106", as = "mav"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "mav"))
  g:expect_count(1, "battle", 2)
  local t = tokens(g)
  ok(t["T-019"] and t["T-018"], "GQuuuuuuX (Omega Psycommu) and Red Gundam deployed")
  eq(g:ap(t["T-019"]), 3); eq(g:hp(t["T-019"]), 2)
  eq(g:ap(t["T-018"]), 2); eq(g:hp(t["T-018"]), 3)
  ok(g:rested(t["T-019"])); ok(g:rested(t["T-018"]))
  g:expect_loc("mav", "trash")
end)

scenario("5-20-2", "GD03-106 M.A.V. Tactics: Lv.6, not playable with 5 Resources", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-106", as = "mav"}} }, p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "mav"))
end)

scenario("11-4-2-2", "GD03-106 M.A.V. Tactics: 5 Units in play, the two deployed at once trash 1 of them first", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-106", as = "mav"}},
                         battle = {{"ST01-005", as = "gm"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "mav"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "battle", 6)
  local t = tokens(g)
  ok(t["T-019"] and t["T-018"], "both tokens deployed")
end)
