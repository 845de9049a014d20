-- GD01-002 Unicorn Gundam (Destroy Mode)
-- When playing this card from your hand, you may destroy 1 of your Link Units with "Unicorn
-- Mode" in its card name that is Lv.5. If you do, play this card as if it has 0 Lv. and cost.
-- 【Attack】Choose 1 enemy Unit. Rest it.

local function unicorn_modes(e)
  return e:units{ side = "your", linked = true, name = "Unicorn Mode", min_level = 5, max_level = 5 }
end

-- "you may destroy ...  If you do, play this card as if it has 0 Lv. and cost": a second
-- way to play it, offered while such a Link Unit is in play.
card:play_alternative{
  level = 0, cost = 0,
  condition = function(e) return #unicorn_modes(e) > 0 end,
  pay = function(e)
    local u = e:choose_one("Destroy 1 of your Lv.5 Link Units with \"Unicorn Mode\" in its name",
                           unicorn_modes(e))
    if u then e:destroy(u) end
  end,
}

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:rest(target) end,
}
