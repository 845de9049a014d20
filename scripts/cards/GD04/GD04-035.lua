-- GD04-035 Ξ Gundam
-- 【Deploy】Choose 1 of your (Mafty) Units. When it destroys an enemy Unit with battle damage during
-- this turn, if you have 3 or less cards in your hand, draw 1.

card:deploy{
  target = { "Choose 1 of your (Mafty) Units", side = "your", trait = "Mafty" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- 2: the effect the chosen Unit gains for the turn (a delayed trigger; e.unit is that Unit)
card:on("battle_destroyed", function(e)
  if e:count("hand") <= 3 then e:draw(1) end
end, {
  condition = false,
  card = "self",
  filter = function(e) return e:matches(e.event_card2, { side = "enemy" }) end,
})
