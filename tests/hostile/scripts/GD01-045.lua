-- hostile: an alternative play whose `unit` is not a filter table.
card:play_alternative{
  level = 0, cost = 0,
  unit = "Gundam NT-1",
}
