-- GD04-080 Alvatore
-- 【Destroyed】If you have another (UN)/(Superpower Bloc) Unit in play, deploy 1 rested
-- [Alvaaron]((UN)･AP4･HP1) Unit token.

-- When it triggers this Unit is still in the battle area (13-2-8-2-1): "another" leaves it out.
local function another_un_or_bloc(e)
  return #e:units{ side = "your", trait = { "UN", "Superpower Bloc" }, exclude = e.card } > 0
end

card:destroyed{
  condition = another_un_or_bloc,
  run = function(e)
    if another_un_or_bloc(e) then e:deploy_token("T-024", { rested = true }) end -- Alvaaron
  end,
}
