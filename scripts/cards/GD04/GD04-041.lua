-- GD04-041 Gundam Throne Drei
-- 【Once per Turn】When this Unit is rested by an effect, set it as active.

card:on("rested", function(e) e:set_active(e.unit) end, {
  once_per_turn = true, card = "self", by_effect = true,
})
