-- ST03-010 Full Frontal
-- 【Burst】Add this card to your hand.
-- 【When Paired】You may deploy 1 (Neo Zeon)/(Zeon) Unit card that is Lv.4 or lower from your hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

local fits = { type = "unit", trait = { "Neo Zeon", "Zeon" }, max_level = 4 }

card:when_paired{
  -- with no such card in the hand there is nothing to deploy: not activated (10-2-2)
  condition = { count = "hand", type = "unit", trait = { "Neo Zeon", "Zeon" }, max_level = 4 },
  run = function(e)
    local unit = e:choose_one("You may deploy 1 (Neo Zeon)/(Zeon) Unit card that is Lv.4 or lower from your hand",
                              e:cards("hand", fits), true)
    if unit then e:deploy(unit) end
  end,
}
