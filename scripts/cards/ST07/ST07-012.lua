-- ST07-012 Allelujah Haptism
-- 【Burst】Add this card to your hand.
-- During your turn, while you have a (CB) Link Unit in play, this Unit can't receive battle damage
-- from enemy Units with 3 or less AP.

card:burst{ this_to_hand = true } -- Add this card to your hand.

local YOUR_CB_LINK_UNITS = { side = "your", trait = "CB", linked = true }

-- The Pilot's text is its Unit's (3-3-9-2): "this Unit" is the Unit Allelujah is paired with.
-- The attacking or blocking enemy Unit's AP is looked at when it deals the damage.
card:constant{
  condition = function(e) return e:my_turn() and #e:units(YOUR_CB_LINK_UNITS) > 0 end,
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.unit and battle == 1 and source >= 0
       and e:matches(source, { side = "enemy", type = "unit", max_ap = 3 })
  end,
}
