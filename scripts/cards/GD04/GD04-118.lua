-- GD04-118 World Distortion
-- 【Main】/【Action】If 2 or more friendly (UN) Units are in play, choose 1 enemy Unit with 5 or less
-- HP. Return it to its owner's hand.
-- 【Pilot】[Alejandro Corner] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  -- Ruling: with fewer than 2 friendly (UN) Units it chooses nothing and may still be played; with
  -- 2, it needs its target (10-1-8-1-1).
  if #e:units{ side = "friendly", trait = "UN" } < 2 then return end
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less HP", e:units{ side = "enemy", max_hp = 5 })
  if target then e:to_hand(target) end
end)
