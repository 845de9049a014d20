-- GD04-120 Machine Doll Squad
-- 【Main】/【Action】Choose 1 friendly (Militia)/(Dianna Counter) Unit. It gets AP+2 during this turn.
-- 【Pilot】[Miashei Kune] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (Militia)/(Dianna Counter) Unit", side = "friendly",
             trait = { "Militia", "Dianna Counter" } },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
