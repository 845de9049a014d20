-- TEST-A19-013 Char Finder Test Command (test card, tests/data/cards/api19.json)
-- 【Main】If you have a Pilot with "Char" in its card name in play, draw 1.

card:main(function(e)
  for _, u in ipairs(e:units{ side = "your" }) do
    local p = e:pilot(u)
    if p and e:matches(p, { name = "Char" }) then e:draw(1) return end
  end
end)
