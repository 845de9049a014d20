-- GD04-013 Core Fighter
-- While this Unit is rested, all your (League Militaire) Unit tokens gain <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:constant{
  condition = { self = { rested = true } },
  applies = { side = "your", token = true, trait = "League Militaire" },
  keywords = { "blocker" },
}
