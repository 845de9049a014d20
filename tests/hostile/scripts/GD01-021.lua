-- hostile (issue 17, reach): a card's script calling a game mode's method to
-- end the game.  Refused: e:end_game is for modes' hooks.
card:deploy(function(e)
  e:end_game{ winner = e.me }
end)
