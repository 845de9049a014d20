-- TEST-CORE-006 Draw Then Rest Test Command (test card, tests/data/cards/core-rules.json)
-- 【Main】Draw 1. Then, choose 1 enemy Unit. Rest it.

card:main(function(e)
  e:draw(1)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:rest(target) end
end)
