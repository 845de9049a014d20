-- ST08-006 Penelope
-- 【During Pair】【Attack】【Once per Turn】If this Unit is attacking the enemy player, reveal 1 (Earth
-- Federation) Unit card from your hand. Return it to the bottom of your deck. If you do, draw 2.

local function attacking_the_player(e)
  local _, target = e:battle()
  return target == nil
end

card:attack{
  during = "pair",
  once_per_turn = true,
  condition = attacking_the_player, -- 10-2-1
  run = function(e)
    -- not "you may": with such a card in the hand, one is revealed (10-1-3)
    local revealed = e:choose_one("Reveal 1 (Earth Federation) Unit card from your hand",
                                  e:cards("hand", { type = "unit", trait = "Earth Federation" }))
    if not revealed then return end -- "If you do" (5-20-1): no draw
    e:reveal{ revealed }
    e:to_deck(revealed, "bottom")
    e:draw(2)
  end,
}
