-- GD04-108 Witches from Earth: 【Main】/【Action】Choose 1 friendly (Academy) Unit. During this turn,
-- reduce the next damage it receives by 2. If you use an EX Resource to play this card, reduce
-- by 4 instead.
-- Props: ST01-006 Gundam Aerial (Permet Score Six) ((Academy), AP4 HP4, unpaired), GD04-020
-- Gundam Lfrith Ur (AP4 HP3) as the rested enemy Unit it attacks.

local function attacked_after(key)
  local g = game{ p1 = { deck = 10, resources = {3, ex = 1}, hand = {{"GD04-108", as = "wfe"}},
                         battle = {{"ST01-006", as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"GD04-020", rested = true, as = "ur"}} } }
  g:choose(key(g))
  eq(g:loc("wfe"), "trash")
  g:choose("attack " .. c(g, "aerial") .. " " .. c(g, "ur"))
  while g:has_option("pass") do g:pass() end
  eq(g:loc("ur"), "trash", "Ur destroyed")
  return g
end

scenario({"7-5-2-2-3", "10-1-9"}, "GD04-108 Witches from Earth: paid with an EX Resource, the next damage reduced by 4",
         function()
  local g = attacked_after(function(g) return "play " .. c(g, "wfe") .. " ex1" end)
  eq(g:damage("aerial"), 0, "4 battle damage, reduced by 4")
end)

scenario({"7-5-2-2-3", "10-1-9"}, "GD04-108 Witches from Earth: paid with normal Resources, reduced by 2",
         function()
  local g = attacked_after(function(g) return "play " .. c(g, "wfe") end)
  eq(g:damage("aerial"), 2, "4 battle damage, reduced by 2")
end)
