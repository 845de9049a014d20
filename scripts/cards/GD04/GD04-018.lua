-- GD04-018 Gundam Pharact
-- <Breach 5> (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage
-- to the first card in that opponent's shield area.)
-- 【Once per Turn】During your turn, when one of your other (Academy) Units receives damage from an
-- enemy, place 1 EX Resource.

card:on("damaged", function(e) e:place_resource{ ex = true } end, {
  once_per_turn = true,
  card = { side = "your", type = "unit", trait = "Academy" },
  source = { side = "enemy" },
  condition = { turn = "your" },
  filter = function(e) return e.event_card ~= e.unit end, -- "other"
})
