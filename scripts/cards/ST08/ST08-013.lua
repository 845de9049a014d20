-- ST08-013 Lady Luck
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it. If a friendly (Mafty) Link Unit is in
-- play, deal 2 damage instead.

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    -- looked at when the damage is dealt
    local mafty_link = #e:units{ side = "friendly", trait = "Mafty", linked = true } > 0
    e:damage(target, mafty_link and 2 or 1)
  end,
}
