-- TEST-C713-001 Start Step Test Unit (test card, tests/data/cards/coverage-7-13.json)
-- At the start of your turn, choose 1 enemy Unit. Rest it.

card:turn_start(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:rest(target) end
end)
