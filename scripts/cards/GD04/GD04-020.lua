-- GD04-020 Gundam Lfrith Ur
-- 【Once per Turn】During your turn, when you play and activate a (Dawn of Fold) Command card using
-- an EX Resource, draw 1.

-- "using an EX Resource": the "command_activated" event carries the EX Resources spent to play
-- the Command (e.event_amount; 0 when an effect activates it, e:run_main).
card:on("command_activated", function(e) e:draw(1) end, {
  text = "When you play and activate a (Dawn of Fold) Command card using an EX Resource, draw 1.",
  once_per_turn = true,
  card = { side = "your", type = "command", trait = "Dawn of Fold" },
  condition = { turn = "your" },
  filter = function(e) return e.event_player == e.me and e.event_amount > 0 end,
})
