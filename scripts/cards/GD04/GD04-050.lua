-- GD04-050 Destiny Gundam
-- <High-Maneuver> (This Unit can't be blocked.)
-- 【During Pair】【Attack】You may choose 1 (Minerva Squad) Unit card from your trash. Pay its cost
-- to deploy it.

card:attack(function(e)
  local unit = e:choose_one("Choose 1 (Minerva Squad) Unit card from your trash",
    e:cards("trash", { type = "unit", trait = "Minerva Squad",
                       where = function(e, c) return e:can_pay(e:cost(c)) end }), true)
  if unit and e:pay(e:cost(unit)) then e:deploy(unit) end
end, { during = "pair" })
