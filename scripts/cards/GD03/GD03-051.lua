-- GD03-051 Gundam X Divider
-- 【When Linked】You may choose 1 Unit card that is Lv.4 or lower from your trash. Pay its cost to
-- deploy it.

card:when_linked(function(e)
  local unit = e:choose_one("Choose 1 Unit card that is Lv.4 or lower from your trash",
    e:cards("trash", { type = "unit", max_level = 4,
                       where = function(e, c) return e:can_pay(e:cost(c)) end }), true)
  if unit and e:pay(e:cost(unit)) then e:deploy(unit) end
end)
