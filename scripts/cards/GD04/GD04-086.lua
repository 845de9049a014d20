-- GD04-086 Garma Zabi
-- 【Burst】Add this card to your hand.
-- 【During Link】【Destroyed】If you have no EX Resources, place 1 EX Resource.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- An EX Resource is the only token a resource area holds (5-17-3-2).
local NO_EX = { count = "resources", token = true, min = 0, max = 0 }

card:destroyed{
  during = "link",
  condition = NO_EX,
  run = function(e)
    if e:count("resources", { token = true }) == 0 then e:place_resource{ ex = true } end
  end,
}
