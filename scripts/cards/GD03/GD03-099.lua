-- GD03-099 Emma Sheen
-- 【Burst】Add this card to your hand.
-- 【During Link】【Destroyed】If a friendly white Base is in play, choose 1 enemy Unit whose Lv. is
-- equal to or lower than this Unit. Return it to its owner's hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:destroyed(function(e)
  -- "this Unit": the Unit that was destroyed (e.event_card), its Lv. as it was in play
  -- (13-2-8-2-1: a Unit's Lv. is its printed Lv., 0 for a token, Q102)
  local level = e:level(e.event_card) or 0
  local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit",
                              e:units{ side = "enemy", max_level = level })
  if target then e:to_hand(target) end
end, {
  during = "link",
  condition = { count = "base", side = "friendly", color = "White", min = 1 },
})
