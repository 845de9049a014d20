-- TEST-A19-005 Discard Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Your opponent discards 1.

card:main(function(e) e:discard(1, e:opponents()[1]) end)
