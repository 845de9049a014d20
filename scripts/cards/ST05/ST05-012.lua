-- ST05-012 McGillis Fareed
-- 【Burst】Add this card to your hand.
-- 【When Paired】If you have 2 or more other (Gjallarhorn)/(Tekkadan) Units in play, choose 1 enemy
-- Unit with 3 or less HP. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "other": other than this Unit, the one McGillis is paired with (3-3-9-2)
local function two_others(e)
  return #e:units{ side = "your", trait = { "Gjallarhorn", "Tekkadan" }, exclude = e.unit } >= 2
end

card:when_paired{
  condition = two_others, -- 10-2-1
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  run = function(e, target) e:rest(target) end,
}
