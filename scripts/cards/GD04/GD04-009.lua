-- GD04-009 Guncannon (108) & Guncannon (109)
-- 【When Linked】Choose 1 of your other (White Base Team) Units that is Lv.4 or higher. Set it as
-- active.

card:when_linked(function(e)
  local target = e:choose_one("Choose 1 of your other (White Base Team) Units that is Lv.4 or higher",
                              e:units{ side = "your", trait = "White Base Team", min_level = 4,
                                       exclude = e.unit })
  if target then e:set_active(target) end
end)
