-- hostile (issue 17, a game must end): an 【Activate･Main】 that costs nothing
-- and may be used again and again: a player (or a bot) could go on for ever
-- within one turn.  After 4,000 effects in a turn the game ends, naming it.
card:activate_main{ run = function(e) end }
