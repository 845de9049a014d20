-- ST09-001 Impulse Gundam
-- 【Activate･Main】②, return this Unit to the bottom of its owner's deck：Choose 1 Unit card with
-- "Impulse Gundam" in its card name that is Lv.4 or higher from your trash. Deploy it.

card:activate_main{
  cost = 2, to_deck_self = "bottom",
  target = { "Choose 1 Unit card with \"Impulse Gundam\" in its card name that is Lv.4 or higher from your trash",
             from = "trash", type = "unit", name = "Impulse Gundam", min_level = 4 },
  run = function(e, target) e:deploy(target) end,
}
