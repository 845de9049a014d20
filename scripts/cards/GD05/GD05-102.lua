-- GD05-102 Wings of Light
-- 【Action】When playing this card, choose 1 of the following effects and activate it:
-- ■Choose 1 enemy Unit with 5 or less HP. Return it to its owner's hand.
-- ■Choose 1 Unit. It recovers 3 HP.

-- Ruling: an effect whose target can't be chosen can't be chosen (10-2-2); with neither, the card
-- can't be played (10-1-8-1-1).  With one, it is taken without asking.
card:action(function(e)
  local modes = {
    { label = "Return an enemy Unit (5 or less HP)", prompt = "Choose 1 enemy Unit with 5 or less HP",
      units = e:units{ side = "enemy", max_hp = 5 } },
    { label = "A Unit recovers 3 HP", prompt = "Choose 1 Unit", units = e:units{ side = "any" } },
  }
  local open, labels = {}, {}
  for _, m in ipairs(modes) do
    if #m.units > 0 then
      open[#open + 1] = m
      labels[#labels + 1] = m.label
    end
  end
  if #open == 0 then
    e:choose_one("Choose 1 Unit", {}) -- nothing to choose: can't be played (10-1-8-1-1)
    return
  end
  local mode = open[1]
  if #open > 1 then mode = open[e:choose_option("Choose 1 of the following effects", labels)] end
  local target = e:choose_one(mode.prompt, mode.units)
  if mode == modes[1] then e:to_hand(target) else e:recover(target, 3) end
end)
