-- GD05-035 Dragon Gundam
-- 【Once per Turn】When this Unit destroys an enemy shield area card with damage, choose 1 enemy Unit
-- with 3 or less AP. Deal 2 damage to it.
-- 【During Link】【Attack】Activate 【Main】 on the card paired with this Unit.

card:on("shield_area_destroyed", {
  once_per_turn = true, source = "self", card = { side = "enemy" },
  target = { "Choose 1 enemy Unit with 3 or less AP", side = "enemy", max_ap = 3 },
  damage_it = 2, -- Deal 2 damage to it.
})

card:attack(function(e)
  local pilot = e:pilot(e.unit)
  if pilot then e:run_main(pilot) end
end, { during = "link" })
