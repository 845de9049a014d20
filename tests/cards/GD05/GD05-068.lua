-- GD05-068 Shining Gundam (Super Mode): when you activate a (Special Move) Command's
-- 【Main】/【Action】, this Unit gains <Suppression> during this turn.  【During Link】【Attack】This
-- Unit gets AP+2 during this battle.
-- Props: GD05-110 Darkness Finger ((Special Move): 【Main】/【Action】 2 damage ...), TEST-A19-008 (not
-- Special Move), GD05-097 Domon Kasshu (a Pilot that links it), GD01-027 Big Zam.
use_cards("tests/data/cards/api19.json")

scenario({"13-1-7-1"}, "GD05-068 Shining Gundam (Super Mode): a (Special Move) Command activated: <Suppression> this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-110", as = "df"}, {"TEST-A19-008", as = "draw"}},
                         battle = {{"GD05-068", as = "shining"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "draw"))
  eq(g:keyword("shining", "suppression"), false, "not a (Special Move) Command")
  g:choose("play " .. c(g, "df"))
  eq(g:keyword("shining", "suppression"), true)
end)

scenario({"13-2-12-1", "8-6-1"}, "GD05-068 Shining Gundam (Super Mode): linked, AP+2 during the battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-068", pilot = "GD05-097", as = "shining"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  ok(g:linked("shining"))
  g:choose("attack " .. c(g, "shining") .. " " .. c(g, "bigzam"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("bigzam", "trash")      -- 4 + 2 (Domon) + 2 = 8 of 6 HP
  eq(g:ap("shining"), 6)
end)
