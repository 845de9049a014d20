-- GD05-034 Gaia Gundam
-- 【During Pair】【Once per Turn】When this Unit destroys an enemy shield area card with battle damage,
-- that enemy player may discard 1. If they don't discard with this effect, you may deploy 1
-- (Phantom Pain) Unit card that is Lv.4 or lower from your hand.

card:on("shield_area_destroyed", function(e)
  local enemy = e:owner(e.event_card)
  if e:count("hand", enemy) > 0 and e:may("Discard 1 (or your opponent may deploy a Unit)?", { player = enemy }) then
    e:discard(1, enemy)
    return
  end
  local unit = e:choose_one("Choose 1 (Phantom Pain) Unit card that is Lv.4 or lower from your hand",
                            e:cards("hand", { type = "unit", trait = "Phantom Pain", max_level = 4 }), true)
  if unit then e:deploy(unit) end
end, { during = "pair", once_per_turn = true, source = "self", battle = true, card = { side = "enemy" } })
