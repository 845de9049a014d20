-- GD05-068 Shining Gundam (Super Mode)
-- When you activate a (Special Move) Command's 【Main】/【Action】, this Unit gains <Suppression>
-- during this turn.
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- 【During Link】【Attack】This Unit gets AP+2 during this battle.

card:on("command_activated", function(e) e:grant(e.unit, "suppression") end, {
  card = { trait = "Special Move" },
  filter = function(e) return e.event_player == e.me end,
})

card:attack{
  during = "link",
  gets = { ap = 2, lasts = "battle" }, -- This Unit gets AP+2 during this battle.
}
