-- TEST-A19-004 Wake Up Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Set all your Units as active.

card:main(function(e)
  for _, u in ipairs(e:units{ side = "your" }) do e:set_active(u) end
end)
