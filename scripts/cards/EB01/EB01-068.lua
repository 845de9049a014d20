-- EB01-068 Chall Acustica
-- 【Burst】Add this card to your hand.
-- 【During Link】【Destroyed】You may return the card paired with this Unit to the top of its owner's
-- deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:destroyed{
  during = "link",
  run = function(e)
    -- e.event_card2: the card paired with the Unit when it was destroyed (13-2-8-2-1): this Pilot
    -- card, gone to the trash with its Unit (3-3-6)
    local paired = e.event_card2
    if not paired or e:location(paired) ~= "trash" then return end
    if e:may("Return " .. e:name(paired) .. " to the top of its owner's deck?") then
      e:to_deck(paired, "top")
    end
  end,
}
