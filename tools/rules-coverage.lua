-- rules-coverage.lua -- docs/rules-coverage.md from the tests' rule tags.
--
--   lua5.4 tools/rules-coverage.lua index RULES.md > data/rules-index.tsv
--       (re)build the rule index from the Comprehensive Rules text
--   lua5.4 tools/rules-coverage.lua faq-index FAQ.md > data/faq-index.tsv
--       (re)build the index of the official FAQ's entries (Q1 ...)
--   lua5.4 tools/rules-coverage.lua write GCG [OUT]   write docs/rules-coverage.md
--   lua5.4 tools/rules-coverage.lua check GCG         fail if it is out of date
--
-- A rule is "tested" when a scenario (gcg test --list-rules) or a Criterion test
-- named rN_N_N... carries its number, "not applicable" when
-- tests/rules/not-applicable.txt gives a reason, "covered" when it is a heading
-- whose rules below are all tested or not applicable, else "untested".  Tags that
-- do not start with a digit (the house rules' names in tests/modes) are not rule
-- numbers and are left out -- except "Q51" and the like: the official FAQ's
-- entries (data/faq-index.tsv), reported the same way beside the rules, an
-- entry being "not applicable" when tests/rules/not-applicable-faq.txt gives a
-- reason.

local function read(path)
  local f = assert(io.open(path, "rb"), "cannot open " .. path)
  local s = f:read("a")
  f:close()
  return s
end

local function key(rule) -- sortable key for "8-5-2-3-1"
  local parts = {}
  for n in rule:gmatch("%d+") do parts[#parts + 1] = string.format("%04d", tonumber(n)) end
  return table.concat(parts, ".")
end

local function build_index(rules_md)
  local out = {}
  for line in read(rules_md):gmatch("[^\n]+") do
    local id, text = line:match("^%*%*(%d+%-[%d%-]+)%.%*%*%s*(.*)$")
    if not id then
      id, text = line:match("^#+%s+(%d+%-[%d%-]+)%.%s*(.*)$")
      if id then text = "# " .. text end
    end
    if id and tonumber(id:match("^%d+")) <= 13 then
      text = text:gsub("\\", ""):gsub("%s+", " ")
      if #text > 90 then text = text:sub(1, 87):gsub("[\128-\191]*$", ""):gsub("[\192-\255]$", "") .. "..." end
      out[#out + 1] = id .. "\t" .. text
    end
  end
  return table.concat(out, "\n") .. "\n"
end

local function build_faq_index(faq_md)
  local out = {}
  for line in read(faq_md):gmatch("[^\n]+") do
    local id, text = line:match("^%*%*(Q%d+)%*%*%s*%b()%s*(.-)%s*$")
    if id then
      text = text:gsub("\\", ""):gsub("%s+", " ")
      if #text > 90 then text = text:sub(1, 87):gsub("[\128-\191]*$", ""):gsub("[\192-\255]$", "") .. "..." end
      out[#out + 1] = id .. "\t" .. text
    end
  end
  return table.concat(out, "\n") .. "\n"
end

-- The FAQ's entries, in their order (none if there is no index).
local function load_faq()
  local faq, order = {}, {}
  local ok, text = pcall(read, "data/faq-index.tsv")
  if not ok then return faq, order end
  for line in text:gmatch("[^\n]+") do
    local id, q = line:match("^([^\t]+)\t(.*)$")
    if id and not faq[id] then
      faq[id] = {id = id, text = q, tests = {}}
      order[#order + 1] = id
    end
  end
  return faq, order
end

local function load_index()
  local rules, order = {}, {}
  for line in read("data/rules-index.tsv"):gmatch("[^\n]+") do
    local id, text = line:match("^([^\t]+)\t(.*)$")
    if id and not rules[id] then
      rules[id] = {id = id, text = text, heading = text:sub(1, 2) == "# ", tests = {}}
      order[#order + 1] = id
    end
  end
  table.sort(order, function(a, b) return key(a) < key(b) end)
  return rules, order
end

-- Test locations relative to the repository (the current directory), so that the
-- generated file is the same in every checkout.
local function relative(where)
  local p = io.popen("pwd")
  local cwd = p:read("l") or ""
  p:close()
  if where:sub(1, #cwd + 1) == cwd .. "/" then return where:sub(#cwd + 2) end
  return where
end

local function collect_tags(gcg, rules, faq)
  local unknown = {}
  local p = assert(io.popen(gcg .. " test --list-rules 2>&1"))
  for line in p:lines() do
    local rule, where, name = line:match("^([^\t]+)\t([^\t]+)\t(.*)$")
    if rule and name:find(" (expected failure)", 1, true) then
      -- a scenario known to fail (expected_failure): it tests nothing yet
    elseif rule then
      where = relative(where)
      if rules[rule] then
        table.insert(rules[rule].tests, where .. " " .. name)
      elseif faq[rule] then
        table.insert(faq[rule].tests, where .. " " .. name)
      elseif rule:match("^Q%d+$") then
        unknown[#unknown + 1] = rule .. " (" .. where .. ")"
      elseif not rule:match("^%d") then
        -- a tag that is no rule number (a house rule's name, tests/modes): not counted
      else
        unknown[#unknown + 1] = rule .. " (" .. where .. ")"
      end
    end
  end
  p:close()
  local ls = io.popen("ls tests/unit/*.c 2>/dev/null")
  for file in ls:lines() do
    local n = 0
    for line in read(file):gmatch("[^\n]*") do
      n = n + 1
      local name = line:match("^Test%(%s*[%w_]+%s*,%s*([%w_]+)")
      local digits = name and name:match("^r(%d+[_%d]*%d)")
      if digits then
        local rule = digits:gsub("_", "-")
        if rules[rule] then
          table.insert(rules[rule].tests, file .. ":" .. n .. " " .. name)
        else
          unknown[#unknown + 1] = rule .. " (" .. file .. ":" .. n .. ")"
        end
      end
    end
  end
  ls:close()
  return unknown
end

local function load_na(rules, faq)
  local ls = io.popen("ls tests/rules/not-applicable*.txt 2>/dev/null")
  for path in ls:lines() do
    local f = assert(io.open(path, "rb"))
    for line in f:lines() do
      local rule, why = line:match("^([Q%d%-]+)\t(.+)$")
      if rule and rules[rule] then rules[rule].na = why end
      if rule and faq[rule] then faq[rule].na = why end
    end
    f:close()
  end
  ls:close()
end

local function status(rules, order)
  -- Headings are covered when every rule under them is settled.
  for i = #order, 1, -1 do
    local r = rules[order[i]]
    if #r.tests > 0 then r.status = "tested"
    elseif r.na then r.status = "n/a"
    else
      local prefix, children, settled = r.id .. "-", 0, 0
      for _, id in ipairs(order) do
        if id:sub(1, #prefix) == prefix and not id:sub(#prefix + 1):find("-") then
          children = children + 1
          local st = rules[id].status
          if st and st ~= "untested" then settled = settled + 1 end
        end
      end
      r.status = (children > 0 and settled == children) and "covered" or "untested"
    end
  end
end

local function tests_cell(tests)
  local t = {}
  for i, s in ipairs(tests) do
    if i > 3 then t[#t + 1] = "(+" .. (#tests - 3) .. " more)" break end
    t[#t + 1] = s:gsub("|", "/")
  end
  return table.concat(t, "; ")
end

local function render(rules, order, unknown, faq, faq_order)
  local counts = {tested = 0, covered = 0, ["n/a"] = 0, untested = 0}
  for _, id in ipairs(order) do counts[rules[id].status] = counts[rules[id].status] + 1 end
  local out = {}
  local function w(s) out[#out + 1] = s end
  w("# Rules coverage")
  w("")
  w("Generated by `tools/rules-coverage.lua write` from the rule tags of the scenarios")
  w("(`gcg test --list-rules`), the Criterion tests named `rN_N_N`, and")
  w("`tests/rules/not-applicable*.txt`.  Do not edit by hand: a test fails when this")
  w("file is out of date.  Rule numbers and texts: Comprehensive Rules Ver. 1.9.0.")
  w("")
  w(string.format("%d rules: %d tested, %d covered by the rules below them, %d not applicable, %d untested.",
    #order, counts.tested, counts.covered, counts["n/a"], counts.untested))
  w("")
  local section
  for _, id in ipairs(order) do
    local r = rules[id]
    local sec = id:match("^(%d+)")
    if sec ~= section then
      section = sec
      w("")
      w("## Section " .. sec)
      w("")
      w("| rule | status | tests or reason |")
      w("| --- | --- | --- |")
    end
    local detail = ""
    if r.status == "tested" then
      local t = {}
      for i, s in ipairs(r.tests) do
        if i > 3 then t[#t + 1] = "(+" .. (#r.tests - 3) .. " more)" break end
        t[#t + 1] = s:gsub("|", "/")
      end
      detail = table.concat(t, "; ")
    elseif r.status == "n/a" then detail = r.na
    end
    local text = r.text:gsub("|", "/")
    w(string.format("| %s %s | %s | %s |", id, text, r.status, detail))
  end
  if #faq_order > 0 then
    local fc = {tested = 0, ["n/a"] = 0, untested = 0}
    for _, id in ipairs(faq_order) do
      local e = faq[id]
      e.status = #e.tests > 0 and "tested" or e.na and "n/a" or "untested"
      fc[e.status] = fc[e.status] + 1
    end
    w("")
    w("## Official FAQ")
    w("")
    w("The publisher's rules FAQ (`faq.md`, indexed in `data/faq-index.tsv`): an entry is tested")
    w("when a scenario carries its number as a tag (`scenario({\"Q51\", \"13-1-1-1\"}, ...)`), not")
    w("applicable when `tests/rules/not-applicable-faq.txt` gives the reason.")
    w("")
    w(string.format("%d entries: %d tested, %d not applicable, %d untested.",
      #faq_order, fc.tested, fc["n/a"], fc.untested))
    w("")
    w("| entry | status | tests or reason |")
    w("| --- | --- | --- |")
    for _, id in ipairs(faq_order) do
      local e = faq[id]
      local detail = e.status == "tested" and tests_cell(e.tests) or e.status == "n/a" and e.na or ""
      w(string.format("| %s %s | %s | %s |", id, e.text:gsub("|", "/"), e.status, detail))
    end
  end
  if #unknown > 0 then
    w("")
    w("## Tags that name no rule")
    w("")
    for _, u in ipairs(unknown) do w("- " .. u) end
  end
  return table.concat(out, "\n") .. "\n"
end

local cmd = arg[1]
if cmd == "index" then
  io.write(build_index(assert(arg[2], "index needs the rules file")))
elseif cmd == "faq-index" then
  io.write(build_faq_index(assert(arg[2], "faq-index needs the FAQ file")))
elseif cmd == "write" or cmd == "check" then
  local gcg = assert(arg[2], cmd .. " needs the path of the gcg program")
  local rules, order = load_index()
  local faq, faq_order = load_faq()
  local unknown = collect_tags(gcg, rules, faq)
  load_na(rules, faq)
  status(rules, order)
  local text = render(rules, order, unknown, faq, faq_order)
  local target = arg[3] or "docs/rules-coverage.md"
  if cmd == "write" then
    local f = assert(io.open(target, "wb"))
    f:write(text)
    f:close()
  else
    local ok, cur = pcall(read, target)
    if not ok or cur ~= text then
      io.stderr:write(target .. " is out of date: run  lua5.4 tools/rules-coverage.lua write "
        .. gcg .. "\n")
      os.exit(1)
    end
    print(target .. " is up to date")
  end
else
  io.stderr:write("usage: lua5.4 tools/rules-coverage.lua index RULES.md | faq-index FAQ.md | "
    .. "write GCG [OUT] | check GCG\n")
  os.exit(2)
end
