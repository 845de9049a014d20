-- GD04-112 Inspector
-- 【Main】Deal 1 damage to all Units that are Lv.2 or lower.
-- 【Pilot】[Gates Capa] (the core lets it be paired as a Pilot)

card:main(function(e)
  -- every player's, yours too; a token is Lv.0 (5-17-2-4)
  e:damage_all(e:units{ side = "any", max_level = 2 }, 1)
end)
