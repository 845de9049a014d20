-- EB01-043 Blue Destiny Unit-1 (EX)
-- 【Attack】If a friendly Unit with <Blocker> is in play, choose 1 enemy Unit that is Lv.5 or lower.
-- It gets AP-2 during this battle.

local friendly_blocker = { count = "battle", side = "friendly", keyword = "blocker", min = 1 }

card:attack{
  condition = friendly_blocker,
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  run = function(e, target)
    if #e:units{ side = "friendly", keyword = "blocker" } == 0 then return end
    e:modify(target, { ap = -2 }, "battle")
  end,
}
