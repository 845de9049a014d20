-- card.lua -- the `card` object a card script registers its effects with.
--
-- Loaded once into the engine's VM (trusted: it is the engine's own file, not a
-- script's).  Each card script gets a fresh card object as `card` and calls,
-- for each effect printed on the card, one of:
--
--   card:deploy(fn [, opts])        【Deploy】
--   card:attack(fn [, opts])        【Attack】 (this Unit attacks)
--   card:destroyed(fn [, opts])     【Destroyed】
--   card:when_paired(fn [, opts])   【When Paired】 (opts.pilot: a filter the Pilot meets)
--   card:when_linked(fn [, opts])   【When Linked】
--   card:burst(fn [, opts])         【Burst】
--   card:turn_start(fn [, opts])    "at the start of your turn" (opts.any_turn for every turn)
--   card:turn_end(fn [, opts])      "at the end of your turn"
--   card:on(event, fn [, opts])     "when (event)" -- see docs/scripting.md
--   card:main(fn) / card:action(fn) / card:main_action(fn)   Command effects
--   card:activate_main{cost=, rest_self=, once_per_turn=, condition=, discard=, target=, run=}
--   card:activate_action{...}
--   card:play_alternative{level=, cost=, condition=, unit=, discard=, destroy=}
--   card:constant{...} / card:during_pair{...} / card:during_link{...}
--
-- Every registration that takes fn also takes a single table with run = fn in
-- it: card:deploy{ target = ..., run = function(e, target) ... end }.
--
-- This file only writes each registration down, with the place in the script
-- that made it; the engine reads the list once the script has run (script_load.c),
-- checks every field strictly -- an unknown option, kind or word is a load error
-- naming the script and line -- and copies what it needs.  It never reads a
-- script's tables again.  docs/scripting.md is the reference.

local where = ... -- where(): "path:line:" of the script's call in progress

-- The registrations of each card object, out of the scripts' reach.
local lists = setmetatable({}, { __mode = "k" })

local methods = {}
local meta = { __index = methods, __metatable = "card", __newindex = function(_, k)
  error("card." .. tostring(k) .. ": the card object has no fields to set", 2)
end }

local function note(self, method, kind, fn, opts, extra)
  local list = lists[self]
  if not list then error(method .. ": call it as card:" .. method:sub(6) .. "(...)", 3) end
  if type(fn) == "table" and opts == nil then -- card:deploy{ ..., run = fn }
    opts = fn
    fn = nil
  end
  if opts ~= nil and type(opts) ~= "table" then
    error(method .. ": options must be a table", 3)
  end
  list[#list + 1] = { method = method, kind = kind, fn = fn, opts = opts or {},
                      extra = extra, where = where() }
end

local simple = {
  deploy = "deploy", attack = "attack", destroyed = "destroyed",
  when_paired = "when_paired", when_linked = "when_linked", burst = "burst",
  turn_start = "turn_start", turn_end = "turn_end", main = "main", action = "action",
  main_action = "main_action", activate_main = "act_main", activate_action = "act_action",
  play_alternative = "alt_play", constant = "constant",
}
for name, kind in pairs(simple) do
  local method = "card:" .. name
  methods[name] = function(self, fn, opts) note(self, method, kind, fn, opts) end
end

function methods:on(event, fn, opts) note(self, "card:on", "event", fn, opts, event) end
function methods:during_pair(t) note(self, "card:during_pair", "constant", t, nil, "pair") end
function methods:during_link(t) note(self, "card:during_link", "constant", t, nil, "link") end

-- new(number) -> the card object for one script, and its list of registrations.
return function(number)
  local card = setmetatable({ number = number }, meta)
  local list = {}
  lists[card] = list
  return card, list
end, meta, methods
