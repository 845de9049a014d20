-- GD03-118 Awakened Potential
-- 【Burst】Add this card to your hand.
-- 【Action】Choose 1 rested enemy Unit that is Lv.4 or lower. Return it to its owner's hand. Then, if
-- there are 2 or more cards with "Awakened Potential" in their card name in your trash, you may
-- choose 1 friendly Unit. It gains <Blocker> during this turn.
-- (Rest this Unit to change the attack target to it.)

local AWAKENED_POTENTIAL = { name = "Awakened Potential" }
local FRIENDLY = { side = "friendly" }

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:action{
  target = { "Choose 1 rested enemy Unit that is Lv.4 or lower", side = "enemy", rested = true, max_level = 4 },
  run = function(e, target)
    e:to_hand(target)
    -- Then: (this card, resolving, is not in the trash yet)
    if e:count("trash", AWAKENED_POTENTIAL) >= 2 then
      local unit = e:choose_one("You may choose 1 friendly Unit to gain <Blocker>", e:units(FRIENDLY), true)
      if unit then e:grant(unit, "blocker", "turn") end
    end
  end,
}
