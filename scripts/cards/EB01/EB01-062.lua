-- EB01-062 Jona Basta
-- 【Burst】Add this card to your hand.
-- 【Attack】【Once per Turn】Choose 1 enemy player. They may draw 1. If they draw with this effect,
-- draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack(function(e)
  local p = e:choose_player("Choose 1 enemy player", e:opponents())
  if not p or e:count("deck", p) == 0 then return end -- (with no deck, no draw to make)
  if e:may("Draw 1? (If you do, your opponent draws 1 too.)", { player = p }) then
    e:draw(1, p)
    e:draw(1)
  end
end, { once_per_turn = true })
