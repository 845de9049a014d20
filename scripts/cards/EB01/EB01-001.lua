-- EB01-001 Gundam Astray Red Frame Custom (EX)
-- 【Activate･Main】【Once per Turn】Exile 2 Command cards from your trash from the game：Choose 1
-- damaged enemy Unit that is Lv.7 or lower. Rest it. It won't be set as active during the start
-- phase of your opponent's next turn.

card:activate_main{
  once_per_turn = true,
  exile = { count = 2, type = "command" },
  target = { "Choose 1 damaged enemy Unit that is Lv.7 or lower", side = "enemy", max_level = 7,
             damaged = true },
  run = function(e, target)
    e:rest(target)
    e:keep_rested(target)
  end,
}
