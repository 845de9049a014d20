-- hostile: "--" in a string is no comment: the call after it on the same line counts, so with
-- no enemy Unit to choose this Command is not offered (its dry run says no).
card:main(function(e)
  local dash = "--"; local unit = e:choose_one("Choose 1 enemy Unit" .. dash, e:units{ side = "enemy" })
  if unit then e:rest(unit) end
end)
