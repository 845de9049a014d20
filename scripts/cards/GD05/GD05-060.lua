-- GD05-060 Gundam Flauros (Ryusei-Go)
-- 【Deploy】/【Attack】Choose 1 enemy Unit that is Lv.2 or lower. Destroy it.

local function destroy_lv2()
  return {
    target = { "Choose 1 enemy Unit that is Lv.2 or lower", side = "enemy", max_level = 2 },
    run = function(e, target) e:destroy(target) end,
  }
end

card:deploy(destroy_lv2())
card:attack(destroy_lv2())
