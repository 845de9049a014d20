-- hostile (issue 17, determinism): an effect whose result hangs on a memory
-- address (tostring of a table and a function) and on the order pairs gives
-- string keys.  Both were different in each VM (tests/cli/hostile.sh compares
-- gcg sim --jobs 1 with --jobs 2 with this script as GD01-009): now the
-- address is the type's name and the order is fixed.
card:deploy(function(e)
  local t = {}
  for _, w in ipairs{ "one", "two", "three", "four", "five", "six", "seven", "eight" } do
    t[w] = #w
  end
  local first = next(t)
  local order = {}
  for k in pairs(t) do order[#order + 1] = k end
  local s = tostring({}) .. tostring(print) .. string.format("%p", {}) .. order[2]
  local h = 0
  for i = 1, #s do h = (h * 31 + s:byte(i)) % 1000003 end
  e:draw((t[first] + h) % 3 + 1)
end)
