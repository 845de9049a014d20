-- GD05-097 Domon Kasshu
-- 【Burst】Add this card to your hand.
-- 【When Paired】Draw 1. Then, discard 1. If you discard a (Special Move) Command card with this
-- effect, you may activate its 【Main】.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired(function(e)
  e:draw(1)
  local card = e:choose_one("Discard 1 card", e:cards("hand"))
  if not card then return end
  -- e:discard_card gives the card in the trash (a new card there, 4-1-5)
  local discarded = e:discard_card(card)
  if discarded and e:matches(discarded, { type = "command", trait = "Special Move" })
     and e:may("Activate the 【Main】 of the discarded (Special Move) Command card?") then
    e:run_main(discarded)
  end
end)
