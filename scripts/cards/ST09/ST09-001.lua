-- ST09-001 Impulse Gundam
-- 【Activate･Main】②, return this Unit to the bottom of its owner's deck：Choose 1 Unit card with
-- "Impulse Gundam" in its card name that is Lv.4 or higher from your trash. Deploy it.

-- Ruling: ② is paid by the core; "return this Unit to the bottom of its owner's deck" is the rest
-- of the cost, paid first thing when the effect resolves (as GD01-023 pays its discard), once the
-- Unit card to deploy is chosen -- the cost does not change the trash.  Without such a Unit card
-- in the trash it can't be activated (10-2-2).
card:activate_main{
  cost = 2,
  target = { "Choose 1 Unit card with \"Impulse Gundam\" in its card name that is Lv.4 or higher from your trash",
             from = "trash", type = "unit", name = "Impulse Gundam", min_level = 4 },
  run = function(e, target)
    -- the cost: its paired Pilot goes with it (3-3-6)
    e:to_deck(e.unit, "bottom")
    -- the effect
    e:deploy(target)
  end,
}
