-- TEST-A19-008 Draw Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Draw 1.

card:main(function(e) e:draw(1) end)
