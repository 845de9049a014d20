-- TEST-LEFT-002 Departed Shuffle Test Command (test card, tests/data/cards/left-player.json)
-- 【Main】Player 2 draws 1. Then, shuffle P2's deck. Then, you may draw 1.
-- P2 draws their last card and leaves the game at once (12-2-5-2); then e:shuffle
-- names P2, who is gone: it does nothing / is not asked (12-2-5), and the rest of
-- the effect goes on (tests/rules/12-multiplayer.lua).  P1 draws 1 more when a
-- question to P2 gives the answer of one not asked.

card:main(function(e)
  local function mark(ok) if ok then e:draw(1) end end
  e:draw(1, 2)
  e:shuffle(2)
  if e:may("Draw 1?") then e:draw(1) end
end)
