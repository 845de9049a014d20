-- ST06-010 Shuji Itō
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】If you have a (Clan) Unit in play, look at the top card of your deck. Return
-- it to the top or bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  during = "link",
  -- "a (Clan) Unit": the attacking Unit itself counts if it is one
  condition = { count = "battle", trait = "Clan", min = 1 },
  run = function(e)
    local top = e:deck_top(1)[1]
    if not top then return end
    e:look{ top }
    if e:choose_option("Return it to", { "the top of your deck", "the bottom of your deck" }) == 2 then
      e:to_deck(top, "bottom")
    end
  end,
}
