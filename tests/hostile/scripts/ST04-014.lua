-- hostile: a condition in words with a word the engine does not know: the script does not load
card:constant{
  condition = { turn = "your", rested = true },
  ap = 1,
}
