-- TEST-C713-003 Support Grant Test Command (test card, tests/data/cards/coverage-7-13.json)
-- 【Main】Choose 1 of your Units. It gains <Support 2> during this turn.

card:main(function(e)
  local unit = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  if unit then e:grant(unit, "support", 2) end
end)
