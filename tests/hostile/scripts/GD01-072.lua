-- hostile (issue 17, determinism): the order of pairs and next.  Lua's own
-- follows the keys' hashes, seeded per VM, so the same game would go otherwise
-- in another VM.  Scripts see integers, then other numbers, then strings, then
-- false and true, each in order -- through pairs, next, and the tables frozen
-- when the script loaded alike; a table or function as a key is an error.
-- pairs of a frozen table gives the frozen table as its state, never the
-- writable hidden table behind it.
local kept = { c = 1, a = 2, b = 3, [2] = 4, [1] = 5 }

local function keys_by_pairs(t)
  local out = {}
  for k in pairs(t) do out[#out + 1] = tostring(k) end
  return table.concat(out, " ")
end

local function keys_by_next(t)
  local out, k = {}, nil
  repeat
    k = next(t, k)
    if k ~= nil then out[#out + 1] = tostring(k) end
  until k == nil
  return table.concat(out, " ")
end

card:deploy(function(e)
  local t = { zeta = 1, alpha = 2, [2.5] = 3, [1] = 4, [2] = 5, [-1] = 6, ["10"] = 7,
              [true] = 8, [false] = 9, beta = 10, [3] = 11, [-0.5] = 12, al = 13 }
  -- a key set to nil while it is visited is fine; the rest are still visited
  local left = {}
  for k in pairs(t) do
    if k == "alpha" then t.beta = nil end
    left[#left + 1] = tostring(k)
  end
  t.beta = 10
  local ok1, m1 = pcall(pairs, { [{}] = 1 })
  local ok2, m2 = pcall(next, { [print] = 1, x = 2 }, "x")
  error(table.concat({
    keys_by_pairs(t), keys_by_next(t), table.concat(left, " "),
    keys_by_pairs(kept), keys_by_next(kept), select(2, next(kept, "a")),
    tostring(select(2, pairs(kept)) == kept),
    tostring(ok1) .. ": " .. tostring(m1), tostring(ok2) .. ": " .. tostring(m2),
  }, " / "), 0)
end)
