-- GD04-099 Ali al-Saachez
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】You may choose 1 enemy Pilot. Return it to its owner's hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  during = "link",
  run = function(e)
    -- an enemy Pilot: a Pilot paired with an enemy Unit (a 【Pilot】 Command paired too, 3-4-6-4)
    local pilots = {}
    for _, unit in ipairs(e:units{ side = "enemy", paired = true }) do
      pilots[#pilots + 1] = e:pilot(unit)
    end
    local pilot = e:choose_one("You may choose 1 enemy Pilot", pilots, true)
    if pilot then e:to_hand(pilot) end
  end,
}
