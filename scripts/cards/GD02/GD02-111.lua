-- GD02-111 Decisive Last Resort
-- 【Burst】Choose 1 enemy Unit that is Lv.3 or lower. Deal 2 damage to it.
-- 【Main】Choose 6 purple Unit cards from your trash. Exile them from the game. If you do, choose
-- 1 enemy Unit. Destroy it.

card:burst{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target) e:damage(target, 2) end,
}

card:main(function(e)
  local purple = e:cards("trash", { type = "unit", color = "Purple" })
  -- 6 targets that can't all be chosen can't be chosen (10-2-2): with 5 or fewer the
  -- Command can't be played (10-1-8-1-2)
  if #purple < 6 then purple = {} end
  local chosen = e:choose("Choose 6 purple Unit cards from your trash", purple, { min = 6, max = 6 })
  if #chosen < 6 then return end
  for _, c in ipairs(chosen) do e:remove(c) end
  -- If you do, choose 1 enemy Unit.  Destroy it.
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:destroy(target) end
end)
