-- EB01-059 Psycho Zaku: 【During Link】【Attack】【Once per Turn】 all players each set 1 of their
-- Resources as active, of their choice.
-- Props: EB01-070 Daryl Lorenz (its link Pilot), EB01-071 Ittou Tsurugi (no link).

local function rested_count(g, p)
  local n = 0
  for _, r in ipairs(g:cards(p, "resources")) do if g:rested(r) then n = n + 1 end end
  return n
end

local function board(pilot)
  return game{ p1 = { deck = 10, resources = {3, rested = 3}, battle = {{"EB01-059", pilot = pilot, as = "zaku"}} },
               p2 = { deck = 10, shields = 4, resources = {2, rested = 2} } }
end

scenario({"13-2-7-1", "13-2-12-1"}, "EB01-059 Psycho Zaku: linked, each player sets 1 Resource as active", function()
  local g = board("EB01-070")
  ok(g:linked("zaku"))
  g:choose("attack " .. c(g, "zaku") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(1)
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(1)
  eq(rested_count(g, 1), 2)
  eq(rested_count(g, 2), 1)
end)

scenario("13-2-12-1", "EB01-059 Psycho Zaku: not linked, nothing", function()
  local g = board("EB01-071")
  ok(not g:linked("zaku"))
  g:choose("attack " .. c(g, "zaku") .. " p2")
  eq(rested_count(g, 1), 3)
  eq(rested_count(g, 2), 2)
end)
