-- GD04-058 Jamil's Gundam X
-- 【During Pair･(Vulture) Pilot】【Destroyed】If it is your turn, return this Unit's paired Pilot to
-- its owner's hand.

card:destroyed{
  during = "pair",
  pilot = { trait = "Vulture" },
  condition = { turn = "your" },
  run = function(e)
    if not e:my_turn() then return end
    -- e.event_card2: the Pilot paired with this Unit when it was destroyed (13-2-8-2-1); it went
    -- to the trash with its Unit (3-3-6)
    local pilot = e.event_card2
    if pilot and e:location(pilot) == "trash" then e:to_hand(pilot) end
  end,
}
