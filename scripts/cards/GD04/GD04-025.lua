-- GD04-025 Gundvölva
-- 【Destroyed】During your turn, if you have another (Dawn of Fold) Unit in play, place 1 EX
-- Resource.

-- When it triggers this Unit is still in the battle area (13-2-8-2-1): "another" leaves it out.
local function your_turn_and_another(e)
  return e:my_turn() and #e:units{ side = "your", trait = "Dawn of Fold", exclude = e.card } > 0
end

card:destroyed{
  condition = your_turn_and_another,
  run = function(e)
    if your_turn_and_another(e) then e:place_resource{ ex = true } end
  end,
}
