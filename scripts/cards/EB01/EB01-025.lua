-- EB01-025 Tallgeese Ⅱ
-- 【Deploy･Development 2】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■All players place 1 EX Resource.
-- 【During Pair】While your opponent has an EX Resource, this Unit can't receive battle damage from
-- enemy Units that are Lv.5 or lower.

card:deploy(function(e)
  for _, p in ipairs(e:all_players()) do e:place_resource{ ex = true, player = p } end
end, { development = 2 })

card:during_pair{
  condition = { count = "resources", side = "enemy", token = true },
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source ~= -1 and e:matches(source, { side = "enemy", type = "unit", max_level = 5 })
  end,
}
