-- GD05-061 Geara Doga
-- While you have another (Neo Zeon) Unit in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

-- Geara Doga is itself a (Neo Zeon) Unit in play while this holds: "another" is 2 or more of
-- them (a count, decided without calling Lua).
card:constant{
  condition = { count = "battle", type = "unit", trait = "Neo Zeon", min = 2 },
  keywords = { "blocker" },
}
