-- EB01-072 Yuu Kajima
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 active friendly Unit with <Blocker> and 1 enemy Unit that is Lv.4 or lower.
-- Rest them.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- Ruling: both are chosen, then rested together; with only one of them to choose, that one is
-- still rested (10-1-3: as much as possible, as GD02-055).
card:when_paired(function(e)
  local blockers = e:units{ side = "friendly", active = true, keyword = "blocker" }
  local enemies = e:units{ side = "enemy", max_level = 4 }
  local mine, theirs
  if #blockers > 0 then mine = e:choose_one("Choose 1 active friendly Unit with <Blocker>", blockers) end
  if #enemies > 0 or not mine then
    -- (with neither to choose, this choice of nothing ends the effect: 10-2-2)
    theirs = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower", enemies)
  end
  if mine then e:rest(mine) end
  if theirs then e:rest(theirs) end
end)
