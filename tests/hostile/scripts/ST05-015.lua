-- hostile: a declared target's max_level that is neither a number nor "this" (this Unit's Lv.)
-- nor "event_card" (the event's card's Lv.):
-- the script does not load
card:deploy{
  target = { "Choose 1 enemy Unit whose Lv. is equal to or lower than that Unit", side = "enemy",
             max_level = "that" },
  run = function(e, target) e:rest(target) end,
}
