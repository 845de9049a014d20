-- GD05-120 Shining Finger
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 enemy Unit with 4 or less HP. Rest it. Then, you may choose 1 of your
-- Units with "Shining Gundam" in its card name. It gets <First Strike> during this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main_action{
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  run = function(e, target)
    e:rest(target)
    -- Then (5-20-2), you may choose 1 of your Units with "Shining Gundam" in its card name.
    local shining = e:choose_one("You may choose 1 of your Units with \"Shining Gundam\" in its card name",
                                 e:units{ side = "your", name = "Shining Gundam" }, true)
    if shining then e:grant(shining, "first strike", "turn") end
  end,
}
