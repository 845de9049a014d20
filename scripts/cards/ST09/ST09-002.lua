-- ST09-002 Force Impulse Gundam
-- 【Destroyed】Choose 1 (Minerva Squad) Unit card without "Force Impulse Gundam" in its card name
-- from your trash. Add it to your hand.

local function not_force_impulse(e, c)
  return not e:name(c):find("Force Impulse Gundam", 1, true)
end

card:destroyed(function(e)
  -- (this card, now in the trash, is a "Force Impulse Gundam")
  local target = e:choose_one("Choose 1 (Minerva Squad) Unit card without \"Force Impulse Gundam\" in its card name",
                              e:cards("trash", { type = "unit", trait = "Minerva Squad", where = not_force_impulse }))
  if target then e:to_hand(target) end
end)
