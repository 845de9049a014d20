-- TEST-LEFT-010 Departed Grant Player Rule Test Command (test card, tests/data/cards/left-player.json)
-- 【Main】Player 2 draws 1. Then, P2's shield area gets a rule. Then, you may draw 1.
-- P2 draws their last card and leaves the game at once (12-2-5-2); then e:grant_player_rule
-- names P2, who is gone: it does nothing / is not asked (12-2-5), and the rest of
-- the effect goes on (tests/rules/12-multiplayer.lua).  P1 draws 1 more when a
-- question to P2 gives the answer of one not asked.

card:main(function(e)
  local function mark(ok) if ok then e:draw(1) end end
  e:draw(1, 2)
  e:grant_player_rule(2, 2)
  if e:may("Draw 1?") then e:draw(1) end
end)

-- Effect 2: the rule given above (only through the grant).
card:constant{
  text = "shield area cards can't receive damage",
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle) return true end,
}
