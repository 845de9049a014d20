-- ST10-008 Gundam Barbatos 1st Form
-- 【Deploy･Development 2】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■Draw a number of cards equal to the number of enemy players. Then, discard the same number of
-- cards you drew with this effect.

card:deploy(function(e)
  local n = #e:opponents()
  e:draw(n)
  e:discard(n)
end, { development = 2 })
