-- GD04-085 Suletta Mercury
-- 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】When you play and activate an (Academy) Command card using an EX
-- Resource, if you have no remaining EX Resources, place 1 rested EX Resource.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- An EX Resource is the only token a resource area holds (5-17-3-2).  The EX Resource that paid
-- is already removed (5-17-3-2-3) when the Command is activated.
card:on("command_activated", function(e) e:place_resource{ ex = true, rested = true } end, {
  text = "When you play and activate an (Academy) Command card using an EX Resource, if you have " ..
         "no remaining EX Resources, place 1 rested EX Resource.",
  during = "link",
  once_per_turn = true,
  card = { side = "your", type = "command", trait = "Academy" },
  condition = { count = "resources", token = true, min = 0, max = 0 },
  filter = function(e) return e.event_player == e.me and e.event_amount > 0 end,
})
