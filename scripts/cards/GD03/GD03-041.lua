-- GD03-041 Patulia
-- 【Deploy】Deal 3 damage to all Bases.

card:deploy(function(e)
  -- every Base in play, the enemy's and your own (EX Bases are Bases too, Q11)
  e:damage_all(e:cards("base", { side = "any" }), 3)
end)
