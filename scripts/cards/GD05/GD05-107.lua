-- GD05-107 Interwoven Blessings
-- 【Burst】Place 1 EX Resource.
-- 【Main】Choose 1 enemy player. Destroy the first 2 cards in that player's shield area.

card:burst(function(e) e:place_resource{ ex = true } end)

-- (its Base first, then Shields from the top, revealed and offered their 【Burst】: 5-10-3)
card:main(function(e)
  local p = e:choose_player("Choose 1 enemy player", e:opponents())
  if p then e:destroy_shield_area(p, 2) end
end)
