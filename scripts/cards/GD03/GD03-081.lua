-- GD03-081 AEU Enact Demonstration Color
-- This Unit can only attack during a turn when one of your (Superpower Bloc)/(UN) Units is
-- deployed.

card:constant{
  cant = { "attack" },
  condition = function(e)
    return e:this_turn("deployed", { side = "your", type = "unit", trait = { "Superpower Bloc", "UN" } }) == 0
  end,
}
