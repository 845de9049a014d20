-- GD02-058 Ryusei-Go (Graze Custom Ⅱ)
-- 【Deploy】Choose 1 of your Units. Deal 1 damage to it. If you do, draw 1. Then, discard 1.

card:deploy{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target)
    local before = e:damage_of(target)
    e:damage(target, 1)
    -- If you do: the damage was dealt (it was not prevented; a Unit destroyed by it took it)
    if e:location(target) ~= "battle area" or e:damage_of(target) > before then e:draw(1) end
    -- Then (5-20-2), discard 1.
    e:discard(1)
  end,
}
