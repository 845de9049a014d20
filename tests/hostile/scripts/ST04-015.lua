-- hostile: a count with a turn the engine does not know ("mine" is not "your" or "enemy"):
-- the script does not load
card:constant{
  condition = { count = "trash", min = 7, turn = "mine" },
  hp = 1,
}
