-- ST10-014 Unlocking the Development Diagram
-- When playing this card from your hand, you may discard 1 (G Generation) Unit card. If you do, play
-- this card as if it has 2 Lv. and cost.
-- 【Main】Draw 2.

local G_GENERATION_UNIT = { type = "unit", trait = "G Generation" }

-- "you may discard ...  If you do, play this card as if it has 2 Lv. and cost": a second way to
-- play it, offered while a (G Generation) Unit card is in the hand.
card:play_alternative{
  level = 2, cost = 2,
  condition = function(e) return e:count("hand", G_GENERATION_UNIT) > 0 end,
  pay = function(e)
    local c = e:choose_one("Discard 1 (G Generation) Unit card", e:cards("hand", G_GENERATION_UNIT))
    if c then e:discard_card(c) end
  end,
}

card:main(function(e)
  e:draw(2)
end)
