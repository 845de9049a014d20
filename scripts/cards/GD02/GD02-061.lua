-- GD02-061 Hyakuri
-- 【When Paired･Purple Pilot】If there are 3 or more (Teiwaz)/(Tekkadan) cards in your trash,
-- choose 1 enemy Unit with 3 or less AP. Rest it.

card:when_paired{
  pilot = { color = "Purple" },
  condition = { count = "trash", trait = { "Teiwaz", "Tekkadan" }, min = 3 }, -- 10-2-1
  target = { "Choose 1 enemy Unit with 3 or less AP", side = "enemy", max_ap = 3 },
  run = function(e, target) e:rest(target) end,
}
