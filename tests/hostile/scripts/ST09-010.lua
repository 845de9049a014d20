-- also_target ("choose 1 to 2 ... instead": its cards get what the first target's get) with
-- an action of its own: the script does not load.
card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  exile_it = true,
  also_target = { "You may choose a second enemy Unit", side = "enemy", min = 0, max = 1 },
  then_gains = "blocker",
}
