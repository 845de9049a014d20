-- TEST-C16-002 Removal Test Unit (test card, tests/data/cards/coverage-1-6.json)
-- 【Deploy】Choose 1 enemy Unit or enemy Base. Remove it.
-- No card of the pool removes a card yet (5-12): this one checks e:remove.

card:deploy(function(e)
  local choices = e:units{ side = "enemy" }
  for _, b in ipairs(e:cards("base", { side = "enemy" })) do choices[#choices + 1] = b end
  local target = e:choose_one("Choose 1 enemy Unit or enemy Base", choices)
  if target then e:remove(target) end
end)
