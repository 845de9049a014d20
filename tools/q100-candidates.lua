-- tools/q100-candidates.lua -- list card-script effects that may be activated with
-- nothing to do (10-2-1, 10-2-2, Q100), for a reviewer to read: a triggered,
-- activated or Command effect whose function begins with an `if` that has no
-- `else` (its condition may be a condition of the whole effect, which belongs in
-- `condition =`), and that declares no `condition`.  Calls of e:choose/e:choose_one
-- are listed too (the engine's dry run refuses an effect whose first choice has
-- nothing to choose, unless an action comes first).  A heuristic on the text, not a
-- parser: each hit is a question, not a verdict.
--
--   lua5.4 tools/q100-candidates.lua [--skip DECK]... DIR...
--   e.g. lua5.4 tools/q100-candidates.lua --skip decks/gd04-celestial-being.deck scripts/cards/GD04
--
-- Prints "FILE:LINE<TAB>method<TAB>first statement" per candidate, then a count.

local skip, dirs = {}, {}
local i = 1
while i <= #arg do
  if arg[i] == "--skip" then
    for line in io.lines(arg[i + 1]) do
      local number = line:match("^%s*%d+%s+(%S+)")
      if number then skip[number] = true end
    end
    i = i + 2
  else
    dirs[#dirs + 1] = arg[i]
    i = i + 1
  end
end

local TRIGGERED = { deploy = 1, attack = 1, destroyed = 1, when_paired = 1, when_linked = 1,
                    burst = 1, turn_start = 1, turn_end = 1, on = 1, main = 1, action = 1,
                    main_action = 1, activate_main = 1, activate_action = 1 }

local function files_of(dir)
  local p = assert(io.popen('ls "' .. dir .. '"/*.lua 2>/dev/null'))
  local out = {}
  for f in p:lines() do out[#out + 1] = f end
  p:close()
  return out
end

-- The registrations of a script: {method, first line, last line} (a block runs from a
-- `card:` at column 1 to the next top-level statement).
local function registrations(lines)
  local regs, cur = {}, nil
  for n, l in ipairs(lines) do
    local method = l:match("^card:([%w_]+)")
    local top = l:match("^%S") and not l:match("^end") and not l:match("^}") and not l:match("^%)")
                and not l:match("^%-%-")
    if method then
      cur = { method = method, first = n, last = n }
      regs[#regs + 1] = cur
    elseif top then
      cur = nil
    elseif cur then
      cur.last = n
    end
  end
  return regs
end

-- The first statement of the function beginning on line n: its line, its text.
local function first_statement(lines, n, last)
  local head = lines[n]
  local after = head:match("function%s*%b()(.*)$")
  if after and after:match("%S") and not after:match("^%s*%-%-") then return n, after end
  for k = n + 1, last do
    local l = lines[k]
    if l:match("%S") and not l:match("^%s*%-%-") then return k, l end
  end
end

-- Does the `if` on line k (indent ind) have an else/elseif before its end?
local function has_else(lines, k, last)
  local text = lines[k]
  if text:match("^%s*if .- then .-end%s*$") then return text:match(" else") ~= nil end
  local ind = #text:match("^(%s*)")
  for j = k + 1, last do
    local l = lines[j]
    local li = #l:match("^(%s*)")
    if li == ind and (l:match("^%s*else") ) then return true end
    if li == ind and l:match("^%s*end") then return false end
  end
  return false
end

local count, reviewed = 0, 0
for _, dir in ipairs(dirs) do
  for _, file in ipairs(files_of(dir)) do
    local number = file:match("([^/]+)%.lua$")
    if not skip[number] then
      local lines = {}
      for l in io.lines(file) do lines[#lines + 1] = l end
      for _, r in ipairs(registrations(lines)) do
        if TRIGGERED[r.method] then
          reviewed = reviewed + 1
          local declared = false
          for k = r.first, r.last do
            if lines[k]:match("^%s*condition%s*=") or lines[k]:match("[{,]%s*condition%s*=") then
              declared = true
            end
          end
          for k = r.first, r.last do
            if lines[k]:match("function%s*%(e") and not lines[k]:match("^%s*condition%s*=")
               and not lines[k]:match("^%s*filter%s*=") then
              local at, stmt = first_statement(lines, k, r.last)
              if at and stmt:match("^%s*if ") and not has_else(lines, at, r.last) and not declared then
                count = count + 1
                print(string.format("%s:%d\t%s\tif\t%s", file, at, r.method, stmt:gsub("^%s+", "")))
              end
              break
            end
          end
          for k = r.first, r.last do
            if lines[k]:match("e:choose_one%(") or lines[k]:match("e:choose%(") then
              print(string.format("%s:%d\t%s\tchoose\t%s", file, k, r.method, lines[k]:gsub("^%s+", "")))
              break
            end
          end
        end
      end
    end
  end
end
print(string.format("%d effects reviewed, %d begin with an if without else and declare no condition",
                    reviewed, count))
