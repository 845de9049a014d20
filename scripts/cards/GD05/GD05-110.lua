-- GD05-110 Darkness Finger
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 2 damage to it. Then, if you have a Unit with "Master
-- Gundam" in its card name in play, draw 1.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    e:damage(target, 2)
    -- Then (5-20-2), if you have a Unit with "Master Gundam" in its card name in play, draw 1.
    if #e:units{ side = "your", name = "Master Gundam" } > 0 then e:draw(1) end
  end,
}
