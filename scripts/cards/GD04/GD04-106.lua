-- GD04-106 Indiscriminate Violence
-- 【Main】Choose 1 friendly (Academy) Unit. During this turn, it may choose an active enemy Unit
-- with 5 or less AP as its attack target. If you use an EX Resource to play this card, choose 1
-- to 2 friendly (Academy) Units instead.
-- 【Pilot】[Norea Du Noc] (the core lets it be paired as a Pilot)

card:main(function(e)
  local n = e:ex_paid(e.card) > 0 and 2 or 1
  local units = e:choose(n == 2 and "Choose 1 to 2 friendly (Academy) Units" or "Choose 1 friendly (Academy) Unit",
                         e:units{ side = "friendly", trait = "Academy" }, { min = 1, max = n })
  for _, u in ipairs(units) do e:grant_rule(u, 2, "turn") end
end)

-- effect 2: the rule the chosen Units get for the turn (only through the grant above)
card:constant{
  text = "it may choose an active enemy Unit with 5 or less AP as its attack target",
  condition = false,
  attack_active = function(e, attacker, target) return e:ap(target) <= 5 end,
}
