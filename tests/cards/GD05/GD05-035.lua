-- GD05-035 Dragon Gundam: 【Once per Turn】When this Unit destroys an enemy shield area card with
-- damage, choose 1 enemy Unit with 3 or less AP. Deal 2 damage to it.  【During Link】【Attack】Activate
-- 【Main】 on the card paired with this Unit.
-- Props: TEST-A19-011 (a (Special Move) Command, 【Main】/【Action】Draw 1, 【Pilot】[Sai Saici]: links
-- it), ST01-005 GM (AP2), GD01-027 Big Zam, ST02-010 Heero Yuy.
use_cards("tests/data/cards/api19.json")

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"8-5-2-3", "13-2-13-1"}, "GD05-035 Dragon Gundam: it destroys a Shield: 2 damage to an enemy Unit with 3 or less AP, once per turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-035", as = "dragon"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "dragon") .. " p2")
  fight(g)
  g:expect_loc("gm", "trash")
  eq(g:damage("bigzam"), 0, "AP5")
end)

scenario({"13-2-12-1", "13-2-3-1"}, "GD05-035 Dragon Gundam: linked, its attack activates the paired Command's 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-035", pilot = "TEST-A19-011", as = "dragon"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(g:linked("dragon"))
  g:choose("attack " .. c(g, "dragon") .. " p2")
  g:expect_count(1, "hand", 1)          -- its 【Main】: draw 1
  ok(logged(g, "activates the effect of Special Move Test Command"), "a Command's 【Main】 activated")
  local h = game{ p1 = { deck = 10, battle = {{"GD05-035", pilot = "ST02-010", as = "dragon"}} },
                  p2 = { deck = 10, shields = 3 } }
  h:choose("attack " .. c(h, "dragon") .. " p2")
  h:expect_count(1, "hand", 0)          -- not linked (and Heero has no 【Main】)
end)
