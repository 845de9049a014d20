-- GD04-071 Graham's Union Flag Custom Ⅱ (GN Flag)
-- 【Burst】If an enemy (CB) Unit is in play, add this card to your hand.
-- 【Activate･Main】Choose 1 (Superpower Bloc) card and 1 (UN) card from your trash. Exile them from
-- the game. If you do, set this Unit as active. It can't attack during this turn.

-- "If an enemy (CB) Unit is in play" is the whole effect's condition (10-2-1, Q100).
card:burst{
  condition = function(e) return #e:units{ side = "enemy", trait = "CB" } > 0 end,
  run = function(e) e:to_hand(e.card) end,
}

-- The (Superpower Bloc) cards of your trash that leave a different (UN) card to go with them
-- (a card with both traits is one or the other, not both).
local function blocs_with_a_partner(e)
  local blocs, un = e:cards("trash", { trait = "Superpower Bloc" }), e:cards("trash", { trait = "UN" })
  local fits = {}
  for _, b in ipairs(blocs) do
    for _, u in ipairs(un) do
      if u ~= b then
        fits[#fits + 1] = b
        break
      end
    end
  end
  return fits
end

card:activate_main{
  -- Ruling: both cards are its targets (10-2-2): it can be activated only when both can be chosen.
  condition = function(e) return #blocs_with_a_partner(e) > 0 end,
  run = function(e)
    local bloc = e:choose_one("Choose 1 (Superpower Bloc) card from your trash", blocs_with_a_partner(e))
    if not bloc then return end
    local un = e:choose_one("Choose 1 (UN) card from your trash",
                            e:cards("trash", { trait = "UN", exclude = bloc }))
    if not un then return end
    -- Exile them from the game (ruling: to the removal area, 5-12-1).
    e:remove(bloc)
    e:remove(un)
    -- If you do, set this Unit as active. It can't attack during this turn.
    e:set_active(e.unit)
    e:forbid(e.unit, "attack", "turn")
  end,
}
