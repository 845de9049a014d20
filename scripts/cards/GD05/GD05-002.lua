-- GD05-002 Strike Freedom Gundam
-- 【Deploy】 Choose 1 to 2 of your Units. During this turn, when they destroy an enemy card with
-- battle damage, draw 1.
-- 【During Pair】【Attack】You may discard 2. If you do, choose 1 enemy Unit with the lowest Lv.
-- Return it to the bottom of its owner's deck.

card:deploy{
  target = { "Choose 1 to 2 of your Units", side = "your", min = 1, max = 2 },
  run = function(e, units)
    for _, u in ipairs(units) do
      e:grant_rule(u, 3, "turn")
      e:grant_rule(u, 4, "turn")
    end
  end,
}

card:attack(function(e)
  if e:count("hand") < 2 or not e:may("Discard 2?") then return end
  e:discard(2)
  local enemies, lowest = e:units{ side = "enemy" }, nil
  for _, u in ipairs(enemies) do
    if not lowest or e:level(u) < lowest then lowest = e:level(u) end
  end
  local target = e:choose_one("Choose 1 enemy Unit with the lowest Lv.",
                              e:units{ side = "enemy", max_level = lowest or 0, min_level = lowest or 0 })
  if target then e:to_deck(target, "bottom") end
end, { during = "pair" })

-- 3 and 4: what the chosen Units gain for the turn ("an enemy card": a Unit, or a shield area card)
card:on("battle_destroyed", function(e) e:draw(1) end, {
  condition = false, card = "self",
  filter = function(e) return e:matches(e.event_card2, { side = "enemy" }) end,
})
card:on("shield_area_destroyed", function(e) e:draw(1) end, {
  condition = false, source = "self", battle = true, card = { side = "enemy" },
})
