-- hostile (issue 18, strict API): a word "cant" does not know (it used to be
-- ignored: the Unit could attack).
card:constant{
  cant = { "atack" },
}
