-- hostile: a condition given as a count of a location that does not exist: the
-- script does not load, and the report names the field.
card:constant{
  condition = { count = "graveyard", min = 0 },
  ap = 1,
}
