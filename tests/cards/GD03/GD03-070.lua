-- GD03-070 Freedom Gundam: while this Unit is rested, friendly Shields can't receive battle damage
-- from enemy Units.
-- Props: ST01-005 GM (AP2), ST01-015 White Base (a Base), GD01-115 Zeon Remnant Forces.

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-5-3", "8-5-2-3"}, "GD03-070 Freedom Gundam: rested, your Shields take no battle damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD03-070", rested = true, as = "freedom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  fight(g)
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "trash", 0)
end)

scenario({"10-1-5-3", "8-5-2-4"}, "GD03-070 Freedom Gundam: not while active; not a Base", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD03-070", as = "freedom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  fight(g)
  g:expect_count(1, "shields", 1)
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, base = {{"ST01-015", as = "wb"}},
                         battle = {{"GD03-070", rested = true, as = "freedom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("attack " .. c(h, "gm") .. " p1")
  fight(h)
  eq(h:damage("wb"), 2, "a Base is no Shield")
end)
