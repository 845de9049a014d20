-- EB01-013 Red Gundam(0085)
-- 【Attack】If an enemy player has 6 or more cards in their hand, this Unit gets AP+2 during this
-- turn.

-- one enemy player's hand (any one of them, in a multiplayer game)
local six_in_an_enemy_hand = { count = "hand", side = "enemy", per_player = true, min = 6 }

card:attack{
  condition = six_in_an_enemy_hand,
  run = function(e)
    for _, p in ipairs(e:opponents()) do
      if e:count("hand", p) >= 6 then
        e:modify(e.unit, { ap = 2 }, "turn")
        return
      end
    end
  end,
}
