-- GD03-107 Over the River and Through the Woods
-- 【Main】Choose 1 enemy Unit that is Lv.5 or lower. Deal damage to it equal to the number of
-- friendly Unit tokens in play.
-- 【Pilot】[Hardie Steiner] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  run = function(e, target)
    -- the tokens in play as the effect resolves; with none, 0 damage (5-5-5)
    local n = #e:units{ side = "friendly", token = true }
    if n > 0 then e:damage(target, n) end
  end,
}
