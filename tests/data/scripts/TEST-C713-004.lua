-- TEST-C713-004 Suppression Grant Test Command (test card, tests/data/cards/coverage-7-13.json)
-- 【Main】Choose 1 of your Units. It gains <Suppression> during this turn.

card:main(function(e)
  local unit = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  if unit then e:grant(unit, "suppression") end
end)
