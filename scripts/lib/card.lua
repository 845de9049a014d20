-- card.lua -- the `card` object a card script registers its effects with.
--
-- Loaded once into the engine's sandbox.  A card script receives a fresh card
-- object as `card` and calls, for each effect printed on the card:
--
--   card:deploy(fn [, opts])        【Deploy】
--   card:attack(fn [, opts])        【Attack】 (this Unit attacks)
--   card:destroyed(fn [, opts])     【Destroyed】
--   card:when_paired(fn [, opts])   【When Paired】 (opts.pilot: a filter the Pilot meets)
--   card:when_linked(fn [, opts])   【When Linked】
--   card:burst(fn)                  【Burst】
--   card:turn_start(fn [, opts])    "at the start of your turn" (opts.any_turn for every turn)
--   card:turn_end(fn [, opts])      "at the end of your turn"
--   card:on(event, fn [, opts])     "when (event)" -- see docs/scripting.md
--   card:main(fn) / card:action(fn) / card:main_action(fn)   Command effects
--   card:activate_main{cost=, rest_self=, once_per_turn=, condition=, pay=, target=, run=}
--   card:activate_action{...}
--   card:constant{...}              constant effects (AP/HP, keywords, "can't" ...)
--
-- Every fn is called as fn(e) with the effect context `e` (docs/scripting.md).
-- Common opts: during = "pair" | "link" (【During Pair】/【During Link】),
-- pilot = filter (【... ･(qualification) Pilot】), once_per_turn = true,
-- condition = function(e) ... end (the effect only triggers when it holds), or a
-- count: { count = "trash", type = "command", min = 4 } (docs/scripting.md).
--
-- An effect that begins "Choose 1 <Unit>" may declare it, and take the options
-- and its function in one table:
--
--   card:main{
--     target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
--     run = function(e, target) e:to_hand(target) end,
--   }
--
-- The target is a prompt and a filter of Units in play (as e:units takes,
-- without `where` or `exclude`), or with from = "resources" (a location) of
-- the cards there (as e:cards takes).  The core asks for it before run is
-- called, and calls run(e, target) only if a card could be chosen; whether a
-- Command or an activated effect can be used (10-1-8-1) is then known without
-- running any Lua.

local Card = {}
Card.__index = Card

local kinds = {
  alt_play = true,
  deploy = true, attack = true, destroyed = true, when_paired = true,
  when_linked = true, burst = true, turn_start = true, turn_end = true,
  event = true, main = true, action = true, act_main = true, act_action = true,
  constant = true,
}

local function check_opts(opts, where)
  if opts ~= nil and type(opts) ~= "table" then
    error(where .. ": options must be a table", 3)
  end
  return opts or {}
end

local function add(self, kind, fn, opts, where)
  assert(kinds[kind])
  if type(fn) == "table" and opts == nil then -- card:deploy{ target = ..., run = fn }
    opts = fn
    fn = opts.run
    if type(fn) ~= "function" then error(where .. "{...}: give run = function(e) ... end", 3) end
  end
  if type(fn) ~= "function" then error(where .. ": give a function", 3) end
  opts = check_opts(opts, where)
  if opts.target ~= nil and (type(opts.target) ~= "table" or type(opts.target[1]) ~= "string") then
    error(where .. ": target must be a table beginning with the prompt, as in " ..
          "{ \"Choose 1 enemy Unit\", side = \"enemy\" }", 3)
  end
  if opts.during ~= nil and opts.during ~= "pair" and opts.during ~= "link" then
    error(where .. ": during must be \"pair\" or \"link\"", 3)
  end
  local eff = {
    kind = kind, fn = fn, during = opts.during, pilot = opts.pilot,
    once_per_turn = opts.once_per_turn and true or false,
    condition = opts.condition, any_turn = opts.any_turn and true or false,
    event = opts.event, filter = opts.filter, cost = opts.cost or 0,
    rest_self = opts.rest_self and true or false, text = opts.text,
    target = opts.target, pay = kind ~= "alt_play" and opts.pay or nil,
  }
  local list = self.effects
  list[#list + 1] = eff
  return eff
end

function Card:deploy(fn, opts) return add(self, "deploy", fn, opts, "card:deploy") end
function Card:attack(fn, opts) return add(self, "attack", fn, opts, "card:attack") end
function Card:destroyed(fn, opts) return add(self, "destroyed", fn, opts, "card:destroyed") end
function Card:when_paired(fn, opts) return add(self, "when_paired", fn, opts, "card:when_paired") end
function Card:when_linked(fn, opts) return add(self, "when_linked", fn, opts, "card:when_linked") end
function Card:burst(fn, opts) return add(self, "burst", fn, opts, "card:burst") end
function Card:turn_start(fn, opts) return add(self, "turn_start", fn, opts, "card:turn_start") end
function Card:turn_end(fn, opts) return add(self, "turn_end", fn, opts, "card:turn_end") end
function Card:main(fn, opts) return add(self, "main", fn, opts, "card:main") end
function Card:action(fn, opts) return add(self, "action", fn, opts, "card:action") end

-- 【Main】/【Action】: one effect usable at both timings.
function Card:main_action(fn, opts)
  local e = add(self, "main", fn, opts, "card:main_action")
  e.also_action = true
  return e
end

function Card:on(event, fn, opts)
  if type(event) ~= "string" then error("card:on: give the event name first", 2) end
  opts = check_opts(opts, "card:on")
  local eff = add(self, "event", fn, opts, "card:on")
  eff.event = event
  return eff
end

local function activated(self, kind, t, where)
  if type(t) ~= "table" or type(t.run) ~= "function" then
    error(where .. "{...}: give at least run = function(e) ... end", 3)
  end
  if t.cost ~= nil and (math.type(t.cost) ~= "integer" or t.cost < 0) then
    error(where .. ": cost must be a whole number of Resources (①)", 3)
  end
  if t.pay ~= nil and type(t.pay) ~= "function" then
    error(where .. ": pay must be a function(e) paying the cost written before the colon", 3)
  end
  return add(self, kind, t.run, t, where)
end

function Card:activate_main(t) return activated(self, "act_main", t, "card:activate_main") end
function Card:activate_action(t) return activated(self, "act_action", t, "card:activate_action") end

-- Another way to play this card from the hand ("you may ...  If you do, play this
-- card as if it has 0 Lv. and cost"): offered beside the ordinary play while
-- `condition` holds and the player has `level` Resources and `cost` active ones;
-- choosing it runs `pay` (its choices are part of playing), then the card is
-- played for `cost`.
--   card:play_alternative{ level = 0, cost = 0, condition = fn, pay = fn }
function Card:play_alternative(t)
  if type(t) ~= "table" or type(t.pay) ~= "function" then
    error("card:play_alternative{...}: give at least pay = function(e) ... end", 2)
  end
  local eff = add(self, "alt_play", t.pay, t, "card:play_alternative")
  eff.level = t.level or 0
  eff.cost = t.cost or 0
  return eff
end

-- Constant effects.  Fields (all optional):
--   ap, hp, cost        numbers, or function(e, target) -> number
--   keywords            e.g. {"blocker", "high-maneuver", breach = 3, repair = 1}
--   cant                e.g. {"attack", "attack player", "block", "be blocked"}
--   applies             which Units in play it reaches (default: this card, or the
--                       paired Unit for a Pilot): a filter table like
--                       { side = "your" } (matched in C: fastest), or
--                       function(e, target) -> bool
--   condition           function(e) -> bool, or a count decided in C:
--                       { count = "trash", type = "command", min = 4 }
--   during              "pair" | "link"
--   zone                "hand" for effects of a card in the hand (cost changes)
--   attack_active       function(e, attacker, target) -> bool: attacker may
--                       attack that active enemy Unit
--   prevent_damage      function(e, victim, source, amount, battle) -> bool
--   protect_ap          function(e, unit, source) -> bool: unit's AP can't be
--                       reduced by source's effects
function Card:constant(t)
  if type(t) ~= "table" then error("card:constant{...}: give a table", 2) end
  local eff = add(self, "constant", function() end, t, "card:constant")
  for k, v in pairs(t) do
    if k ~= "during" and k ~= "condition" and k ~= "pilot" then eff[k] = v end
  end
  return eff
end

function Card:during_pair(t) t.during = "pair" return self:constant(t) end
function Card:during_link(t) t.during = "link" return self:constant(t) end

-- Create the card object for one script.
return function(number)
  return setmetatable({ number = number, effects = {} }, Card)
end
