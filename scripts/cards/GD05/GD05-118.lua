-- GD05-118 Incendiary Spark
-- 【Main】Choose 1 enemy Unit. It gets AP-2 during this turn. If you use an EX Resource to play
-- this card, rest the enemy Unit.

card:main{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    e:modify(target, { ap = -2 })
    if e:ex_paid(e.card) > 0 then e:rest(target) end
  end,
}
