-- GD04-108 Witches from Earth
-- 【Main】/【Action】Choose 1 friendly (Academy) Unit. During this turn, reduce the next damage it
-- receives by 2. If you use an EX Resource to play this card, reduce by 4 instead.
-- 【Pilot】[Sophie Pulone] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (Academy) Unit", side = "friendly", trait = "Academy" },
  run = function(e, target) e:reduce_next_damage(target, e:ex_paid(e.card) > 0 and 4 or 2) end,
}
