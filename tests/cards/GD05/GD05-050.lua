-- GD05-050 Gundam Exia Repair: when this Unit deals battle damage to an enemy Unit that is Lv.4
-- or lower that has no paired Pilot, destroy that enemy Unit.  【Destroyed】Place the top 2 cards
-- of your deck into your trash.
-- Props: GD01-013 Gundam (Lv4 AP3 HP4), GD01-027 Big Zam (Lv7), ST01-010 Amuro Ray.

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"5-5-3"}, "GD05-050 Gundam Exia Repair: destroys a Lv.4 enemy Unit without a Pilot",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-050", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("attack " .. c(g, "exia") .. " " .. c(g, "gundam"))
  fight(g)
  g:expect_decision{ kind = "order", player = 1 }   -- this effect and its 【Destroyed】 (Exia took 3)
  g:choose(1)
  g:expect_loc("gundam", "trash")
  g:expect_loc("exia", "trash")        -- (3 damage of 1 HP)
  g:expect_count(1, "deck", 8)         -- its 【Destroyed】: 2 cards into the trash
  g:expect_count(1, "trash", 3)
end)

scenario({"5-5-3", "13-2-8-1"}, "GD05-050 Gundam Exia Repair: not a paired Unit, not a Lv.7 one",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-050", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", pilot = "ST01-010", rested = true, as = "gundam"}} } }
  g:choose("attack " .. c(g, "exia") .. " " .. c(g, "gundam"))
  fight(g)
  g:expect_loc("gundam", "battle")
  g:expect_decision{ kind = "action", player = 1 }
  local h = game{ p1 = { deck = 10, battle = {{"GD05-050", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  h:choose("attack " .. c(h, "exia") .. " " .. c(h, "bigzam"))
  fight(h)
  h:expect_loc("bigzam", "battle")
  h:expect_count(1, "deck", 8)          -- only its 【Destroyed】 resolved (no order to choose)
end)
