-- GD03-109 Improved Technique
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.4 or lower. Deal 3 damage to it. If there are 2 or
-- more cards with "Improved Technique" in their card name in your trash, choose 1 enemy Unit
-- instead.

card:burst(function(e)
  e:run_main()
end)

card:main_action(function(e)
  -- 10-1-9-1-1: with 2 or more in the trash (this card, resolving, is not there yet), any enemy
  -- Unit instead of one of Lv.4 or lower
  local filter = { side = "enemy", max_level = 4 }
  local prompt = "Choose 1 enemy Unit that is Lv.4 or lower"
  if e:count("trash", { name = "Improved Technique" }) >= 2 then
    filter.max_level = nil
    prompt = "Choose 1 enemy Unit"
  end
  local target = e:choose_one(prompt, e:units(filter))
  if target then e:damage(target, 3) end
end)
