-- EB01-083 SP Conversion Chips
-- 【Action】If it is your opponent's turn, choose 1 Unit. It gets AP+3 during this turn.

-- The "If" is no target (10-1-8-1-1): in your own turn the Command can be played and does nothing
-- (as GD02-113).
card:action(function(e)
  if e:my_turn() then return end
  local target = e:choose_one("Choose 1 Unit", e:units{ side = "any" })
  if target then e:modify(target, { ap = 3 }, "turn") end
end)
