-- hostile (issue 17, hash order): tables with many bad entries.  The engine's C
-- walks of a script's table met the keys in the order of their hashes, and every
-- Lua state seeds its string hashes its own way: which bad key an error named
-- could differ from one VM (or run) to the next.  Now: always the least bad key
-- (order.h: numbers, then strings bytewise ...).  Each error is caught and the
-- three messages are reported together.
local function with_bad_keys(t)
  for i = 26, 1, -1 do t[string.char(96 + i) .. "_bad"] = i end -- z_bad ... a_bad
  return t
end

card:deploy(function(e)
  local _, unknown = pcall(e.units, e, with_bad_keys{ side = "enemy" })
  local _, values = pcall(e.units, e, { type = "x", side = "x", keyword = "x", name = 1,
                                        effect = "x", color = 2, trait = 3, rested = 4 })
  local _, opts = pcall(e.may, e, "Again?", with_bad_keys{ player = 1 })
  error(table.concat({ unknown, values, opts }, " | "))
end)
