-- GD03-021 Gundam Deathscythe Hell: scenario tests of scripts/cards/GD03/GD03-021.lua.
-- 【Deploy】Choose 1 of your (Operation Meteor)/(G Team) Units. During this turn, it may choose an
-- active enemy Unit as its attack target.
--
-- Props: GD03-018 Altron Gundam ((G Team)), ST02-001 Wing Gundam ((Operation Meteor); it may attack
-- active enemy Units of Lv.4 or lower on its own), ST01-005 GM (neither); enemy active GD01-027
-- Big Zam (Lv.7).

local function attack_key(g, a, t) return "attack " .. c(g, a) .. " " .. c(g, t) end

scenario({"13-2-6-1", "8-2-1"}, "GD03-021 Deathscythe Hell 【Deploy】: the chosen (G Team) Unit may attack an active enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"GD03-021", as = "hell"}},
                         battle = {{"GD03-018", as = "altron"}, {"ST02-001", as = "wing"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:expect_no_option(attack_key(g, "altron", "bigzam"))
  g:choose("play " .. c(g, "hell"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "altron"))
  g:expect_option(c(g, "wing"))
  g:expect_option(c(g, "hell"))                          -- Deathscythe Hell is (G Team) itself
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "altron"))
  g:expect_option(attack_key(g, "altron", "bigzam"))
  g:expect_no_option(attack_key(g, "wing", "bigzam"))    -- Wing on its own: Lv.4 or lower only
  g:expect_no_option(attack_key(g, "gm", "bigzam"))
  g:next_turn()
  g:next_turn()
  g:expect_no_option(attack_key(g, "altron", "bigzam"))  -- only during that turn
end)
