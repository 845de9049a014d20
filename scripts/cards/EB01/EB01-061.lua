-- EB01-061 Ellis Claude
-- 【Burst】Add this card to your hand.
-- 【When Paired】If a friendly (G Generation) Unit is in play, choose 1 enemy Unit that is Lv.3 or
-- lower. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "a friendly (G Generation) Unit": yours or a teammate's, the Unit this Pilot is paired with included
local g_generation_in_play = { count = "battle", side = "friendly", trait = "G Generation", min = 1 }

card:when_paired{
  condition = g_generation_in_play,
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target)
    if #e:units{ side = "friendly", trait = "G Generation" } > 0 then e:rest(target) end
  end,
}
