-- hostile: a declared target's may (the question asked first: "You may choose 2 ...") on a
-- target of "up to" N (min = 0), which needs no question: the script does not load
card:deploy{
  target = { "Choose up to 2 cards from your trash", from = "trash", min = 0, max = 2,
             may = "Exile cards from your trash?" },
  run = function(e, cards) for _, c in ipairs(cards) do e:remove(c) end end,
}
