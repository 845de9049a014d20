-- hostile: an event's card filter whose `other` is not true or false: the script does not load
card:on("attack", function(e) e:draw(1) end, {
  card = { side = "your", other = "yes" },
})
