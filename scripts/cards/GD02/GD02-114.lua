-- GD02-114 It's Name is Ryusei-Go
-- 【Main】/【Action】Choose 1 damaged friendly Unit. It gets AP+2 during this turn.
-- 【Pilot】[Norba Shino] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 damaged friendly Unit", side = "friendly", damaged = true },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
