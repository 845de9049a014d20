-- TEST-A19-009 EX Resource Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Place 1 EX Resource.

card:main(function(e) e:place_resource{ ex = true } end)
