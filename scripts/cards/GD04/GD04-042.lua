-- GD04-042 Psycho Gundam (GQ)
-- 【During Link】【Once per Turn】When damage from one of your Units paired with a (Cyber-Newtype)
-- Pilot destroys an enemy shield area card, choose 1 enemy Unit with 5 or less AP. Deal 2 damage to
-- it.

card:on("shield_area_destroyed", {
  during = "link", once_per_turn = true,
  source = { side = "your", type = "unit", paired = true }, card = { side = "enemy" },
  filter = function(e)
    local pilot = e:pilot(e.event_source)
    return pilot ~= nil and e:has_trait(pilot, "Cyber-Newtype")
  end,
  target = { "Choose 1 enemy Unit with 5 or less AP", side = "enemy", max_ap = 5 },
  damage_it = 2, -- Deal 2 damage to it.
})
