-- GD02-021 Gundam AGE-1 Normal
-- 【Deploy】You may discard 1 green (Earth Federation) Unit card. If you do, place 1 EX
-- Resource. Then, if you are Lv.7 or higher, draw 1.

card:deploy(function(e)
  -- You may discard 1 green (Earth Federation) Unit card.  If you do, place 1 EX Resource.
  local cost = e:choose_one("You may discard 1 green (Earth Federation) Unit card",
                            e:cards("hand", { type = "unit", color = "Green", trait = "Earth Federation" }),
                            true)
  if cost then
    e:discard_card(cost)
    e:place_resource{ ex = true }
  end
  -- Then (5-20-2: whether or not you discarded), if you are Lv.7 or higher, draw 1.
  if e:player_level() >= 7 then e:draw(1) end
end)
