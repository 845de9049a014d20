-- ST09-008 Shinn Asuka
-- 【Burst】Add this card to your hand.
-- 【Attack】If this is a (Minerva Squad) Unit, choose 1 of your Resources. Set it as active.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this": the Unit Shinn is paired with (3-3-9-2)
card:attack{
  condition = function(e) return e:has_trait(e.unit, "Minerva Squad") end, -- 10-2-1
  target = { "Choose 1 of your Resources", from = "resources" },
  run = function(e, resource) e:set_active(resource) end,
}
