-- ST10-015 Diffuse Beam Cannon: scenario tests of scripts/cards/ST10/ST10-015.lua.
-- 【Action】If a friendly (G Generation) Unit is in play, choose 1 enemy Unit. It gets AP-3 during
-- this battle.
-- 【Pilot】[Claire Heathrow]
--
-- (G Generation) prop: ST10-004 Super Gundam (AP3 HP4, <Repair 2>); attacker ST05-006 Hyakuren
-- (AP4 HP3).

scenario({"13-2-4-1", "8-4-1"}, "ST10-015 Diffuse Beam Cannon: with a friendly (G Generation) Unit, an enemy Unit gets AP-3 this battle",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"ST10-015", as = "cmd"}}, battle = {{"ST10-004", rested = true, as = "super"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "hyakuren") .. " " .. c(g, "super"))
  g:choose("play " .. c(g, "cmd"))
  ok(logged(g, "Hyakuren #" .. c(g, "hyakuren"):sub(2) .. " gets AP-3"))
  eq(g:damage("super"), 1, "AP4-3")
  g:expect_loc("hyakuren", "trash")      -- Super Gundam's AP3 on HP3
end)

scenario({"13-2-4-1", "10-2-1"}, "ST10-015 Diffuse Beam Cannon: no friendly (G Generation) Unit, played for nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"ST10-015", as = "cmd"}}, battle = {{"ST07-003", rested = true, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "hyakuren") .. " " .. c(g, "virtue"))
  g:choose("play " .. c(g, "cmd"))
  ok(not logged(g, "gets AP-3"))
  g:expect_loc("cmd", "trash")
  g:expect_loc("virtue", "trash")        -- Hyakuren's full AP4 on HP4
end)

scenario("13-2-4-1", "ST10-015 Diffuse Beam Cannon: 【Action】 only", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST10-015", as = "cmd"}}, battle = {{"ST10-004"}} },
                  p2 = { deck = 10, battle = {{"ST05-006"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
