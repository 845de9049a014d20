-- decks-table.lua -- the "Shipped decks" table of docs/cards-and-decks.md, made
-- from the deck files themselves, so that a deck added to decks/ cannot be left
-- out of it.
--
--   lua5.4 tools/decks-table.lua write GCG [DOC]   rewrite the table in DOC
--   lua5.4 tools/decks-table.lua check GCG [DOC]   fail if DOC's table is out of date
--
-- DOC defaults to docs/cards-and-decks.md; the table sits between the lines
-- "<!-- decks-table: begin -->" and "<!-- decks-table: end -->".  For each deck:
-- its name (the file's), its title (the header comment's first line, up to its
-- first colon), its theme (the header's "Plan:" or "Theme:" sentence, else
-- what follows the title), its colours (as `GCG deck check` counts them) and
-- the sets its cards come from, with their copies.

local BEGIN, END = "<!-- decks-table: begin -->", "<!-- decks-table: end -->"

local function read(path)
  local f = assert(io.open(path, "rb"), "cannot open " .. path)
  local s = f:read("a")
  f:close()
  return s
end

local function root() -- the source tree: this file's folder's parent
  local here = arg[0]:match("^(.*)/tools/[^/]*$") or "."
  return here
end

local function deck_files(dir)
  local list = {}
  local p = assert(io.popen("ls '" .. dir .. "'"))
  for name in p:lines() do
    if name:match("%.deck$") then list[#list + 1] = name end
  end
  p:close()
  table.sort(list)
  return list
end

-- The first sentence of s (up to ". ", ";" or the end), at most `max` characters
-- (cut after a clause, else at a word, with "...").
local function sentence(s, max)
  s = s:gsub("%s+", " "):gsub("^ ", "")
  local cut = s:find("%. ") or s:find(";") or (s:sub(-1) == "." and #s) or nil
  if cut then s = s:sub(1, cut - 1) end
  s = s:gsub("[%s%.:]+$", "")
  if #s > max then
    local head = s:sub(1, max)
    local clause = head:match("^(.*),%s") or head:match("^(.*)%s%-%-%s")
    s = (clause and #clause >= max // 2 and clause or head:gsub("%s+%S*$", "")) .. " ..."
  end
  return s
end

-- Title and theme from the header comment (the '#' lines before the first card).
local function describe(text)
  local header = {}
  for line in text:gmatch("[^\n]*") do
    local c = line:match("^#%s?(.*)$")
    if not c then
      if line:match("%S") then break end
    else
      if c:match("^gcg sim") or c:match("^Units%s*%(%d") or c:match("^Units%s*$") then break end
      header[#header + 1] = c
    end
  end
  local first = header[1] or ""
  local title, rest = first:match("^(.-):%s*(.*)$")
  if not title then title, rest = first, "" end
  local body = table.concat(header, " ", 2)
  local all = rest .. " " .. body
  local theme = all:match("Plan:%s*(.*)") or all:match("Theme:%s*(.*)") or all
  return title, sentence(theme, 110)
end

local function colours(gcg, path)
  local p = assert(io.popen("'" .. gcg .. "' deck check '" .. path .. "' 2>&1"))
  local out = p:read("a")
  p:close()
  return out:match("ok %(.-, .-, ([^)]*)%)") or error("deck check failed: " .. out)
end

-- "GD05 44, GD02 6": the sets of the main deck's cards, most copies first.
local function sets(text)
  local count, order = {}, {}
  for n, set in text:gmatch("\n(%d+)%s+(%u+%d*)%-%d+") do
    if set ~= "R" and set ~= "EXR" and set ~= "EXB" then
      if not count[set] then order[#order + 1] = set; count[set] = 0 end
      count[set] = count[set] + tonumber(n)
    end
  end
  table.sort(order, function(a, b)
    if count[a] ~= count[b] then return count[a] > count[b] end
    return a < b
  end)
  local parts = {}
  for _, s in ipairs(order) do parts[#parts + 1] = s .. " " .. count[s] end
  return table.concat(parts, ", ")
end

local function make_table(gcg, dir)
  local lines = {
    BEGIN,
    "| Deck | Title | Colors | Theme | Cards (copies by set) |",
    "| --- | --- | --- | --- | --- |",
  }
  for _, name in ipairs(deck_files(dir)) do
    local path = dir .. "/" .. name
    local text = "\n" .. read(path)
    local title, theme = describe(text)
    lines[#lines + 1] = string.format("| `decks/%s` | %s | %s | %s | %s |", name,
      title:gsub("|", "\\|"), colours(gcg, path), theme:gsub("|", "\\|"), sets(text))
  end
  lines[#lines + 1] = END
  return table.concat(lines, "\n")
end

local function main()
  local cmd, gcg = arg[1], arg[2]
  if (cmd ~= "write" and cmd ~= "check") or not gcg then
    io.stderr:write("usage: lua5.4 tools/decks-table.lua write|check GCG [DOC]\n")
    os.exit(2)
  end
  local top = root()
  local doc = arg[3] or (top .. "/docs/cards-and-decks.md")
  local text = read(doc)
  local b, e = text:find(BEGIN, 1, true), select(2, text:find(END, 1, true))
  if not b or not e then
    io.stderr:write(doc .. ": no " .. BEGIN .. " ... " .. END .. " lines\n")
    os.exit(1)
  end
  local new = text:sub(1, b - 1) .. make_table(gcg, top .. "/decks") .. text:sub(e + 1)
  if cmd == "check" then
    if new ~= text then
      io.stderr:write(doc .. ": the shipped decks' table is out of date; run "
        .. "lua5.4 tools/decks-table.lua write " .. gcg .. "\n")
      os.exit(1)
    end
    print("ok   " .. doc .. ": the shipped decks' table lists every deck of decks/")
    return
  end
  local f = assert(io.open(doc, "wb"))
  f:write(new)
  f:close()
end

main()
