-- GD03-076 Freedom Gundam (METEOR): 【Once per Turn】During your turn, when your (Triple Ship
-- Alliance) Unit deals battle damage to an enemy Unit, you may return the enemy Unit to its
-- owner's hand.
-- Props: GD01-027 Big Zam (Lv7 AP5 HP6), ST01-005 GM (AP2 HP2), ST04-005 Strike Dagger (Earth
-- Alliance, AP3 HP2).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"5-5-3", "13-2-13-1"}, "GD03-076 Freedom Gundam (METEOR): its battle damage, then the player may return the Unit",
         function()
  -- Big Zam with Amuro Ray: HP 6 + 1, so Freedom's 6 battle damage leaves it in play
  local g = game{ p1 = { deck = 10, battle = {{"GD03-076", as = "freedom"}, {"GD03-076", as = "freedom2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", pilot = "ST01-010", rested = true, as = "bigzam"},
                                              {"GD01-027", pilot = "ST01-010", rested = true, as = "bigzam2"}} } }
  g:choose("attack " .. c(g, "freedom") .. " " .. c(g, "bigzam"))
  fight(g)
  g:expect_loc("freedom", "trash")     -- (7 battle damage) -- its effect still resolves (10-1-6-4)
  g:expect_decision{ kind = "yesno", player = 1 }   -- each copy's effect triggers: the first asks ...
  g:choose("yes")
  g:expect_loc("bigzam", "hand")
  g:expect_decision{ kind = "action", player = 1 }  -- ... the second finds it gone
  g:choose("attack " .. c(g, "freedom2") .. " " .. c(g, "bigzam2"))
  fight(g)
  eq(g:damage("bigzam2"), 6)          -- both copies used this turn: no question (13-2-13)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"5-5-3"}, "GD03-076 Freedom Gundam (METEOR): not another trait's Unit, not a destroyed one, 'you may'",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-076", as = "freedom"}, {"ST04-005", as = "dagger"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "dagger") .. " " .. c(g, "bigzam"))   -- (Earth Alliance), not (Triple Ship Alliance)
  fight(g)
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("attack " .. c(g, "freedom") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")        -- destroyed by the damage: nothing to return (no question)
  g:expect_decision{ kind = "action", player = 1 }
  local h = game{ p1 = { deck = 10, battle = {{"GD03-076", as = "freedom"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", pilot = "ST01-010", rested = true, as = "bigzam"}} } }
  h:choose("attack " .. c(h, "freedom") .. " " .. c(h, "bigzam"))
  fight(h)
  h:choose("no")
  h:expect_loc("bigzam", "battle")
end)
