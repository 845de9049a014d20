-- standard -- the two-player game of the Comprehensive Rules (sections 1-11, 13).
--
-- A mode is a table of settings (and, optionally, hooks): see docs/modes.md.
-- Every other mode builds on this one with extend("standard", { ... }).

return {
  name = "standard",
  summary = "Two players, the Comprehensive Rules 1-11 and 13",
  players = { min = 2, max = 2 },
  shields = 6,            -- 6-2-2
  opening_hand = 5,       -- 6-2-1-5
  battle_limit = 6,       -- 4-5-4
  hand_limit = 10,        -- 4-8-4
  victory = "last standing",
}
