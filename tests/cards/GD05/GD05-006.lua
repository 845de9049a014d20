-- GD05-006 Hashmal: 【Once per Turn】During your turn, when this Unit destroys an enemy card with
-- battle damage, deploy 1 [Pluma]((Calamity War)･AP2･HP1) Unit token.  This Unit gains the same
-- number of <Repair 1> as the number of (Calamity War) Unit tokens you have in play.
-- Props: T-027 Pluma (Calamity War token), ST01-005 GM (HP2).

local function fight(g) while g:has_option("pass") do g:pass() end end
local function plumas(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "battle")) do if g:number(id) == "T-027" then n = n + 1 end end
  return n
end

scenario({"13-1-1-2", "10-1-6-1", "13-2-13-1"}, "GD05-006 Hashmal: a battle kill deploys a Pluma, once per turn; <Repair> for each Pluma",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-006", as = "hashmal"}, {"T-027"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  eq(g:keyword("hashmal", "repair"), 1)
  g:choose("attack " .. c(g, "hashmal") .. " " .. c(g, "gm"))
  fight(g)
  eq(plumas(g), 2)
  eq(g:keyword("hashmal", "repair"), 2)
end)

scenario({"13-2-13-1", "8-5-2-3"}, "GD05-006 Hashmal: a Shield counts as an enemy card; one use a turn for both", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-006", as = "hashmal"}} },
                  p2 = { deck = 10, shields = 2 } }
  eq(g:keyword("hashmal", "repair"), 0)
  g:choose("attack " .. c(g, "hashmal") .. " p2")
  fight(g)
  eq(plumas(g), 1)
end)
