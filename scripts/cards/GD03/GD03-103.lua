-- GD03-103 Field Directive
-- 【Burst】Choose 1 enemy Unit with 2 or less HP. Rest it.
-- 【Main】If 3 or more enemy Units are in play, choose 1 rested enemy Unit. Deal 2 damage to it.

card:burst{
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  run = function(e, target) e:rest(target) end,
}

card:main(function(e)
  -- with fewer than 3 enemy Units the effect asks for no target: it may be played and does
  -- nothing; with 3 or more, a rested enemy Unit must be there to choose (10-1-8-1-1)
  if e:count("battle", { side = "enemy" }) < 3 then return end
  local target = e:choose_one("Choose 1 rested enemy Unit", e:units{ side = "enemy", rested = true })
  if target then e:damage(target, 2) end
end)
