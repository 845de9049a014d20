-- GD04-066 Unicorn Gundam (Awakened)
-- <Suppression> (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- When you activate a Command's 【Main】/【Action】 effect, choose 1 enemy Unit. It gets AP-2 during
-- this turn.

card:on("command_activated", {
  filter = function(e) return e.event_player == e.me end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
})
