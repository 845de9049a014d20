-- GD03-101 A Healthy Curiosity
-- 【Main】Draw 1. Then, if there are 2 or more cards with "A Healthy Curiosity" in their card name
-- in your trash, choose 1 enemy Unit with 4 or less HP. Rest it.

card:main(function(e)
  e:draw(1)
  -- Then: (this card is resolving, not yet in the trash: it does not count itself)
  if e:count("trash", { name = "A Healthy Curiosity" }) >= 2 then
    local target = e:choose_one("Choose 1 enemy Unit with 4 or less HP", e:units{ side = "enemy", max_hp = 4 })
    if target then e:rest(target) end
  end
end)
