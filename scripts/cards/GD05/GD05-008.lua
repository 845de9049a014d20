-- GD05-008 Dijeh
-- While you have a non-blue (Newtype) Pilot in play, this card in your hand gets cost -2.

-- "a (Newtype) Pilot in play": a Pilot paired with one of your Units.
card:constant{
  zone = "hand",
  condition = function(e)
    return #e:units{ side = "your", paired = true, where = function(e, u)
      local p = e:pilot(u)
      return e:has_trait(p, "Newtype") and not e:matches(p, { color = "Blue" })
    end } > 0
  end,
  cost = -2,
}
