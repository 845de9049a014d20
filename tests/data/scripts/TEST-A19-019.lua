-- TEST-A19-019 If Test Command (test card, tests/data/cards/api19.json; (Special Move))
-- 【Main】If there are 7 or more cards in your trash, choose 1 enemy Unit. Rest it.
-- 【Pilot】[Sai Saici]

-- the "If" is no target (10-1-8-1-1): a condition in words, asked as the 【Main】 resolves
card:main{
  condition = { count = "trash", min = 7 },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:rest(target) end,
}
