-- hostile: a Command that builds the name of the method it picks a Unit with, so
-- its text does not show that it can refuse a legality check.  It is offered
-- even with no enemy Unit to pick (and then does nothing); an engine that checks
-- its caches makes the dry run anyway and reports the refusal.
card:main(function(e)
  local method = "cho" .. "ose_one"
  local unit = e[method](e, "Pick 1 enemy Unit", e:units{ side = "enemy" })
  if unit then e:rest(unit) end
end)
