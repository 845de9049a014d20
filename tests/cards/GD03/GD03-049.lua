-- GD03-049 Gundam Exia (Trans-Am): <Suppression>.  When this Unit destroys an enemy shield area card
-- with battle damage, if there are 10 or more (CB) cards in your trash, choose 1 enemy Unit with the
-- lowest HP. Destroy it.
-- Props: GD03-063 0 Gundam (CB), ST01-005 GM (HP2), GD01-013 Gundam (HP4).

local function fight(g) while g:has_option("pass") do g:pass() end end
local function cb(n) local t = {} for i = 1, n do t[i] = "GD03-063" end return t end

scenario({"10-1-6-3", "13-1-7-4"}, "GD03-049 Gundam Exia (Trans-Am): 2 Shields at once: one trigger destroys the lowest-HP enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, trash = cb(10), battle = {{"GD03-049", as = "exia"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}, {"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "exia") .. " p2")
  fight(g)
  g:expect_count(2, "shields", 1)          -- <Suppression>: 2 Shields
  g:expect_decision{ kind = "choose", player = 1 }   -- one of the two GMs (2 HP)
  g:expect_no_option(c(g, "gundam"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("gm2", "battle")            -- once, not once per Shield (10-1-6-3)
end)

scenario({"10-2-1"}, "GD03-049 Gundam Exia (Trans-Am): 9 (CB) cards: nothing", function()
  local g = game{ p1 = { deck = 10, trash = cb(9), battle = {{"GD03-049", as = "exia"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "exia") .. " p2")
  fight(g)
  g:expect_loc("gm", "battle")
end)
