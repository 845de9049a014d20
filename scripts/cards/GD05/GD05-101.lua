-- GD05-101 Gavane Goonny
-- 【Burst】Add this card to your hand.
-- 【Once per Turn】When you pay ① or more for one of your Unit's effects, if this is a (Militia)
-- Unit, it may recover 2 HP.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("paid", function(e)
  if e:damage_of(e.unit) > 0 and e:may("This Unit recovers 2 HP?") then e:recover(e.unit, 2) end
end, {
  once_per_turn = true,
  card = { side = "your", type = "unit" },
  condition = function(e) return e:has_trait(e.unit, "Militia") end,
  filter = function(e) return e.event_player == e.me end,
})
