-- GD04-104 Shrike Team's Bulwark
-- 【Main】/【Action】Choose 1 to 2 enemy Units that are Lv.2 or lower. Rest them.
-- 【Pilot】[Junko Jenko] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 to 2 enemy Units that are Lv.2 or lower", side = "enemy", max_level = 2,
             min = 1, max = 2 },
  run = function(e, targets)
    for _, unit in ipairs(targets) do e:rest(unit) end
  end,
}
