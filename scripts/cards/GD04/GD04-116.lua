-- GD04-116 Reliable Big Brother
-- 【Main】Place the top 2 cards of your deck into your trash. If you do, choose 1 enemy Unit with 4
-- or less AP. Deal an amount of damage equal to the number of (Minerva Squad) cards placed with
-- this effect to that enemy Unit.
-- 【Pilot】[Heine Westenfluss] (the core lets it be paired as a Pilot)

card:main(function(e)
  -- Place the top 2 cards of your deck into your trash.
  local top2 = e:deck_top(2)
  if #top2 == 0 then return end
  local minerva = 0
  for _, c in ipairs(top2) do
    if e:has_trait(c, "Minerva Squad") then minerva = minerva + 1 end
    e:to_trash(c)
  end
  -- If you do, choose 1 enemy Unit with 4 or less AP (10-1-8-1-2: the Command can be played
  -- without one). Deal that much damage to it.
  local target = e:choose_one("Choose 1 enemy Unit with 4 or less AP", e:units{ side = "enemy", max_ap = 4 })
  if target and minerva > 0 then e:damage(target, minerva) end
end)
