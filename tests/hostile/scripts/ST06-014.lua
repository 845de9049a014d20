-- hostile: an event's second card (card2) given as neither "self" nor a filter table: the
-- script does not load
card:on("paired", function(e) e:draw(1) end, {
  card2 = "mine",
})
