-- GD01-039 Dopp
-- 【Deploy】Look at the top card of your deck. Return it to the top or bottom of your deck.

card:deploy{
  condition = { count = "deck" }, -- (an empty deck: nothing to look at)
  run = function(e)
    local top = e:deck_top(1)[1]
    e:look{ top }
    if e:choose_option("Return the top card of your deck to",
                       { "The top of your deck", "The bottom of your deck" }) == 2 then
      e:to_deck(top, "bottom")
    end
  end,
}
