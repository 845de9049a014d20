-- GD05-070 Tallgeese Ⅲ
-- 【Once per Turn】During your turn, when this Unit destroys an enemy Unit with battle damage,
-- choose 1 of your rested (Preventer)/(G Team) Link Units. Set it as active. It can't attack
-- during this turn.

-- Ruling: without a rested (Preventer)/(G Team) Link Unit to choose the effect does not activate
-- (10-2-2) and its 【Once per Turn】 is not used (13-2-13-1): a second kill may still use it.
-- Tallgeese Ⅲ is a (Preventer) Unit: linked and rested, it may choose itself.
local link_units = { side = "your", rested = true, linked = true, trait = { "Preventer", "G Team" } }

card:on("battle_destroyed", function(e, target)
  e:set_active(target)
  e:forbid(target, "attack", "turn")
end, {
  once_per_turn = true,
  condition = function(e) return e:my_turn() and #e:units(link_units) > 0 end,
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
  target = { "Choose 1 of your rested (Preventer)/(G Team) Link Units", side = "your", rested = true, linked = true,
             trait = { "Preventer", "G Team" } },
})
