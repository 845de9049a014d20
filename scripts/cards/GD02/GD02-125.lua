-- GD02-125 Gwadan
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, you may discard 1 red
-- card. If you do, draw 1.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true,
  -- Then, if it is your turn, you may discard 1 red card.
  then_if = { turn = "your" },
  target = { "You may discard 1 red card", from = "hand", color = "Red", min = 0, max = 1 },
  run = function(e, discarded)
    if #discarded == 0 then return end -- "If you do" (5-20-1)
    e:discard_card(discarded[1])
    e:draw(1)
  end,
}
