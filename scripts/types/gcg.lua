---@meta
-- LuaLS annotations for gcg card scripts (docs/scripting.md).  Editors that use
-- lua-language-server complete and check script code with these; the engine
-- never loads this file.  Add this folder to "workspace.library".

---A card handle: names one card where it is now (a moved card is a new card).
---@alias Card integer

---@alias Side "enemy"|"friendly"|"your"|"any"
---@alias Until "turn"|"battle"|"leaves"
---@alias Where "hand"|"trash"|"deck"|"shields"|"resources"|"base"|"removal"|"battle"|"resource_deck"
---@alias Keyword "blocker"|"first strike"|"high-maneuver"|"suppression"|"repair"|"breach"|"support"

---@class Filter
---@field side? Side
---@field rested? boolean
---@field active? boolean
---@field linked? boolean
---@field paired? boolean
---@field token? boolean
---@field damaged? boolean it has damage ("a damaged enemy Unit")
---@field effect? "deploy"|"attack"|"destroyed"|"when_paired"|"when_linked"|"burst"|"activate_main"|"activate_action" it has such an effect (its own or its Pilot's)
---@field max_hp? integer current HP (damage taken off)
---@field min_hp? integer
---@field hp? integer
---@field max_ap? integer
---@field min_ap? integer
---@field max_level? integer|"this"|"event_card" "this": this Unit's Lv. ("equal to or lower than this Unit"); "event_card": the event's card's ("than that Unit")
---@field min_level? integer|"this"|"event_card"
---@field trait? string|string[] any of these traits
---@field keyword? Keyword|"any" "any": a keyword effect
---@field type? "unit"|"pilot"|"command"|"base"
---@field color? "Blue"|"Green"|"Red"|"White"|"Purple"
---@field name? string text in the card's name (2-2-3)
---@field exclude? Card
---@field other? boolean true: not this Unit (e.unit): "another ... Unit", "your other Units"
---@field where? fun(e: Effect, c: Card): boolean

---@class ChooseOpts
---@field min? integer default 1
---@field max? integer default 1
---@field player? integer who chooses (default: you)

---The effect context handed to every effect function.
---@class Effect
---@field me integer your player number (1-based)
---@field card Card this card
---@field unit Card the Unit this effect belongs to (a Pilot's Unit)
---@field event_card Card|nil what the triggering event is about, where the event left it (moved again since: a handle that reaches nothing, 4-1-5)
---@field event_card2 Card|nil the event's other card
---@field event_player integer|nil
---@field event_source Card|nil the card whose damage or effect caused the event
---@field event_battle boolean battle damage (5-5-3), or a card destroyed by it
---@field event_effect boolean an effect did it (effect damage, rested by an effect ...)
---@field event_amount integer damage dealt, HP recovered, ① paid, AP change
---@field event_from Where where a deployed card came from
local Effect = {}

---@param filter? Filter
---@return Card[]
function Effect:units(filter) end
---@param where Where
---@param filter? Filter
---@return Card[]
function Effect:cards(where, filter) end
---@param c Card
---@return integer
function Effect:ap(c) end
---@param c Card
---@return integer current HP
function Effect:hp(c) end
---@param c Card
---@return integer
function Effect:level(c) end
---@param c Card
---@return integer
function Effect:damage_of(c) end
---@param c Card
---@return boolean
function Effect:is_rested(c) end
---@param c Card
---@return boolean
function Effect:is_linked(c) end
---@param c Card
---@return integer
function Effect:owner(c) end
---@param c Card
---@return string
function Effect:number(c) end
---@param c Card
---@return string
function Effect:name(c) end
---@param c Card
---@return boolean
function Effect:is_token(c) end
---@param c Card
---@return string
function Effect:location(c) end
---The EX Resources spent to play card c (7-5-2-2-3), while it stays where it was played; 0
---otherwise ("If you use an EX Resource to play this card": `e:ex_paid(e.card) > 0`).
---@param c Card
---@return integer
function Effect:ex_paid(c) end
---@param unit Card
---@return Card|nil
function Effect:pilot(unit) end
---@param pilot Card
---@return Card|nil
function Effect:unit_of(pilot) end
---@param c Card
---@param trait string
---@return boolean
function Effect:has_trait(c, trait) end
---@param c Card
---@param kw Keyword
---@return boolean
function Effect:has_keyword(c, kw) end
---@param c Card
---@param filter Filter
---@return boolean
function Effect:matches(c, filter) end
---@return boolean
function Effect:my_turn() end
---@return integer
function Effect:turn() end
---@return string the current step: "attack step", "block step", "action step", "damage step", ... ("" outside a step)
function Effect:step() end
---The top n cards of your deck (or that player's), top first; fewer if it holds fewer.
---@param n integer
---@param player? integer
---@return Card[]
function Effect:deck_top(n, player) end
---How many cards a player has at `where` (default: you); with a filter, how many
---e:cards(where, filter) would list.
---@param where Where
---@param player_or_filter? integer|Filter
---@return integer
function Effect:count(where, player_or_filter) end
---@param player? integer
---@return integer
function Effect:player_level(player) end
---@return integer[]
function Effect:opponents() end
---"All players": the players still in the game, in the order of play from the turn player.
---@return integer[]
function Effect:all_players() end
---How many times it happened this turn ("deployed", "paired", "paid", "destroyed" ...).
---@param what "deployed"|"paired"|"linked"|"paid"|"discarded"|"destroyed"|"command_activated"|"played"|"drawn"|"attack"
---@param filter? table side, type, trait, color, name, token, min_level, max_level, exclude, by_effect, battle, source
---@return integer
function Effect:this_turn(what, filter) end
---@return Card|nil attacker, Card|nil target, integer|nil attacked_player
function Effect:battle() end

---@param prompt string at most 300 bytes (shown cut to 95)
---@param cards Card[]
---@param opts? ChooseOpts 0 <= min <= max; player: one in the game
---@return Card[]
function Effect:choose(prompt, cards, opts) end
---@param prompt string
---@param cards Card[]
---@param optional? boolean
---@return Card|nil
function Effect:choose_one(prompt, cards, optional) end
---@class AskOpts
---@field player? integer who answers (1-based, in the game): "they may", "they choose"

---@param prompt string
---@param opts? AskOpts
---@return boolean
function Effect:may(prompt, opts) end
---@param prompt string
---@param labels string[]
---@param opts? AskOpts
---@return integer
function Effect:choose_option(prompt, labels, opts) end
---"Choose 1 enemy player": one of `players` still in the game (1-based), or nil.
---@param prompt string
---@param players integer[]
---@param opts? {player?: integer, optional?: boolean}
---@return integer|nil
function Effect:choose_player(prompt, players, opts) end

---@param n? integer
---@param player? integer
function Effect:draw(n, player) end
---@param n? integer
---@param player? integer
function Effect:discard(n, player) end
---@param c Card
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:discard_card(c) end
---@param c Card
---@return boolean rested now (or a card instead of it)
function Effect:rest(c) end
---@param c Card
function Effect:set_active(c) end
---@param c Card
---@param n integer
function Effect:damage(c, n) end
---Deal n damage to every card of the list at once ("deal 1 damage to all ..."); rules
---management once, after all of it.
---@param cards Card[]
---@param n integer
function Effect:damage_all(cards, n) end
---@param c Card
---@param n integer
function Effect:recover(c, n) end
---Destroy a Unit or Base in play, or a Pilot paired with a Unit (the Pilot alone: its Unit stays).
---@param c Card
function Effect:destroy(c) end
---@param c Card
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:to_hand(c) end
---@param c Card
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:to_trash(c) end
---@param c Card
---@param where? "top"|"bottom"
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:to_deck(c, where) end
---Return the cards randomly to the bottom (or top) of the deck (5-13-1): "Return the remaining
---cards randomly to the bottom of your deck".  Up to 64 cards.
---@param cards Card[]
---@param where? "top"|"bottom" default "bottom"
function Effect:to_deck_randomly(cards, where) end
---@param c Card
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:remove(c) end
---@param c Card
---@return Card|nil the card where it went (a new card there, 4-1-5), nil if it did not get there
function Effect:to_shields(c) end
---@param player? integer
function Effect:shuffle(player) end
---You (or that player: "all players each look at the top card of their deck") look at
---these cards of yours (the top of your deck ...) until they move.
---@param cards Card[]
---@param player? integer
function Effect:look(cards, player) end
---Show these cards to every player (the narration names them).
---@param cards Card[]
function Effect:reveal(cards) end
---Deploy a Unit or Base card, no cost paid; as_unit: a Pilot or Command card as a Unit of that AP and
---HP ("deploy it as an (AP3･HP3) Unit instead. (Don't treat it as a Pilot.)"): it keeps its name,
---colour, Lv, cost and traits, has no text, and is its printed card again once it leaves the battle area.
---@param c Card
---@param opts? {rested?: boolean, as_unit?: {ap: integer, hp: integer}}
---@return Card|nil
function Effect:deploy(c, opts) end
---Deploy a token (count of them), or different tokens at once: {"T-019", "T-018"}.
---@param number string|string[]
---@param opts? {rested?: boolean, count?: integer}
---@return Card|nil ...
function Effect:deploy_token(number, opts) end
---What card c costs where it is now (2-10-1), with the effects that change it there.
---@param c Card
---@return integer|nil
function Effect:cost(c) end
---Whether you (or that player) have n active Resources.
---@param n integer
---@param player? integer
---@return boolean
function Effect:can_pay(n, player) end
---Pay n (rest n active Resources, normal ones first): true, or false paying nothing.
---@param n integer
---@return boolean
function Effect:pay(n) end
---How much of a keyword card c has now, wherever it is (1 or 0 for <Blocker> ...).
---@param c Card
---@param kw Keyword
---@return integer
function Effect:keyword_amount(c, kw) end
---Pair a Pilot card (not in the battle area) with a Unit in play that has no Pilot.
---@param pilot Card
---@param unit Card
---@return boolean
function Effect:pair(pilot, unit) end
---@param opts? {rested?: boolean, ex?: boolean}
function Effect:place_resource(opts) end
---@param player? integer
---@return Card|nil
function Effect:shield_to_hand(player) end
---@param c Card
---@param change {ap?: integer, hp?: integer}
---@param until? Until
function Effect:modify(c, change, until) end
---@param c Card
---@param kw Keyword
---@param amount_or_until? integer|Until
---@param until? Until
function Effect:grant(c, kw, amount_or_until, until) end
---@param c Card
---@param what "attack"|"block"|"attack player"|"be set active"
---@param until? Until
---@param player? integer "attack player": only that player's team
function Effect:forbid(c, what, until, player) end
---"Change a battling enemy Unit's attack target to it" (5-22-2).
---@param unit Card
---@return boolean
function Effect:change_attack_target(unit) end
---"Begin a battle between this Unit and it and only perform the damage step" (5-22-4).
---@param attacker Card
---@param target Card
---@return boolean
function Effect:begin_battle(attacker, target) end
---"It won't be set as active during the start phase of your opponent's next turn".
---@param c Card
function Effect:keep_rested(c) end
---"It may attack on the turn it is deployed" (a Unit deployed this turn)
---@param c Card
function Effect:allow_attack_on_deploy_turn(c) end
---Give c the rule of this card's effect number effect_index: one of its own
---constant effects (card:constant{ condition = false, ... }), or an error.
---@param c Card
---@param effect_index integer
---@param until? Until
function Effect:grant_rule(c, effect_index, until) end
---@param player integer
---@param effect_index integer
---@param until? Until
function Effect:grant_player_rule(player, effect_index, until) end
---This card's 【Main】, as the script registered it (a card's effects only).
function Effect:run_main() end
---"Reduce the next damage it receives by n" (5-21): the first damage it receives uses it up.
---@param c Card
---@param n integer
---@param until? Until
function Effect:reduce_next_damage(c, n, until) end
---"Battle damage `from` would receive is dealt to `to` instead" (10-1-9).
---@param from Card
---@param to Card
---@param until? Until
function Effect:redirect_damage(from, to, until) end
---n damage to the first card of that player's shield area (its Base, else its top Shield).
---@param player integer
---@param n integer
function Effect:damage_shield_area(player, n) end
---Destroy the first n cards of that player's shield area (Base first, then Shields: 【Burst】).
---@param player integer
---@param n integer
function Effect:destroy_shield_area(player, n) end

-- For game modes' hooks only (scripts/modes/, docs/modes.md): a card's script
-- calling one of these gets an error.
---@type table<string, integer|string> a mode's options (defaults, then --set KEY=VALUE); read-only
Effect.options = {}
---@return integer[] players still in the game, in seat order
function Effect:players() end
---@param p? integer default: you
---@return integer team number
function Effect:team(p) end
---@return integer Player One
function Effect:first_player() end
---@return integer rounds begun (a turn of each player or team, from Player One's)
function Effect:round() end
---@param d 1|-1 clockwise (seat order) or counterclockwise (12-2-1)
function Effect:set_direction(d) end
---@return 1|-1 the order of play: clockwise (seat order) or counterclockwise
function Effect:direction() end
---@param from? integer default: Player One
---@return integer[] the players still in the game in the order of play, from `from`
function Effect:order(from) end
---@param result { winner?: integer, reason?: string } no winner: the game ends with
---none; reason (at most 63 bytes) is what the players are told
function Effect:end_game(result) end

---The game mode's settings in force (any script may read them).
---@class Settings
---@field name string the mode
---@field variant string
---@field players integer
---@field shields integer
---@field opening_hand integer
---@field draws integer cards drawn in each draw phase
---@field battle_limit integer
---@field hand_limit integer
---@field turn_cap integer
---@field shared_shields boolean
---@field team_turns boolean
---@field victory "last standing"|"winner takes all"

---@type Settings
Effect.settings = {}

---A game mode's table (docs/modes.md).
---@class Mode
---@field name string
---@field summary? string
---@field players? integer|{min: integer, max?: integer}
---@field teams? integer[]|fun(n: integer): integer[]
---@field team_turns? boolean
---@field shared_shields? boolean
---@field shields? integer
---@field opening_hand? integer
---@field draws? integer cards drawn in each draw phase (7-3-1; default 1)
---@field battle_limit? integer
---@field hand_limit? integer
---@field turn_cap? integer
---@field victory? "last standing"|"winner takes all"
---@field variants? table<string, Mode>
---@field default_variant? string
---@field options? table<string, integer|string>
---@field setup? fun(e: Effect)
---@field before_hand? fun(e: Effect)
---@field mulligan? fun(e: Effect)
---@field turn_start? fun(e: Effect) at the start of each turn, before its active step
---@field draw_phase? fun(e: Effect) at the start of the draw phase, before the draw
---@field resource_phase? fun(e: Effect) at the start of the resource phase
---@field main_phase? fun(e: Effect) at the start of the main phase
---@field end_phase? fun(e: Effect) at the start of the end phase, before its action step
---@field turn_end? fun(e: Effect) after the cleanup step

---Build a mode on another one: base's fields, then these (mode scripts only).
---@param base string
---@param overrides Mode
---@return Mode
function extend(base, overrides) end

---Options of a registration.  The engine reads them once, when the script
---loads, strictly: an option a registration does not take, a misspelt word or
---a value of the wrong type is a load error naming the script's file and line
---(docs/scripting.md, "Registering effects").
---A condition: a function, a count, words the engine decides without Lua
---(turn = "your"|"enemy": during whose turn; self = FILTER: this Unit passes it;
---pilot_in_play = FILTER: a Pilot paired with one of your Units passes it; every
---one given must hold; a count may have turn too, asked first), or false (only
---through e:grant_rule).  A Command's (card:main / card:action) is its "If ...",
---a count or words only: not asked for playing it, asked as it resolves (10-1-8-1-1).
---@alias Condition fun(e: Effect): boolean|{count: Where, min?: integer, max?: integer, per_player?: boolean, turn?: "your"|"enemy"}|{turn?: "your"|"enemy", self?: Filter, pilot_in_play?: Filter}|false
---@class EffectOpts
---@field during? "pair"|"link"
---@field pilot? Filter a filter table (plain values, no `where`)
---@field once_per_turn? boolean
---@field condition? Condition
---@field any_turn? boolean card:turn_start / card:turn_end only
---@field filter? fun(e: Effect): boolean card:on only
---@field text? string what the effect does, in words for players (default: its line of the card's text)

---@field part_of? integer a part of that effect of the card: one 【Once per Turn】 use
---@field card? "self"|Filter the event's card: this card's Unit, or a card passing the filter (`other = true` in it: not this card's Unit)
---@field card2? "self"|Filter the event's second card (e.event_card2: a pairing's Unit, the Unit a battle destroyed), as card
---@field source? "self"|Filter the event's source card (its damage or effect caused the event)
---@field battle? boolean battle damage (true) or not (false)
---@field by_effect? boolean caused by an effect (true) or not (false)
---@field from? Where a deployed card came from there
---@field development? integer <Development N> (13-1-8): "you may exile N (G Generation) cards in your trash. If you do, ..."
---@field exile? table a cost: { "prompt"?, count = N, FILTER fields } of cards exiled from your trash
---@field rest? table a cost: { "prompt"?, count = N, other = true, FILTER fields } of your active Units rested
---@field discard? table a cost: { "prompt"?, count = N, FILTER fields } of cards discarded from your hand
---@field destroy? table a cost: { "prompt"?, count = N, other = true, FILTER fields } of your Units destroyed
---@field destroy_self? boolean a cost: "Destroy this Unit"
---@field to_deck_self? "top"|"bottom" a cost: "return this Unit to the bottom of its owner's deck"
---@field may? string a triggered effect's question, with rest_self = true: "You may rest this Unit. If you do, ..."
---@field rest_self? boolean with may (a triggered effect): "You may rest this Unit"

---The events card:on answers (docs/scripting.md, "Events for card:on").
---@alias Event "deployed"|"destroyed"|"attack"|"paired"|"linked"|"battle_destroyed"|"shield_destroyed"|"supported"|"damaged"|"rested"|"set_active"|"recovered"|"drawn"|"discarded"|"played"|"blocked"|"moved"|"battle_end"|"resource_placed"|"ex_resource_spent"|"paid"|"command_activated"|"ap_changed"|"shield_area_destroyed"|"retargeted"

---@class Activated: EffectOpts
---@field cost? integer ① resources to rest
---@field rest_self? boolean "Rest this Unit/Base"
---@field target? table the Unit chosen first: { "prompt", filter fields... } (see Declared)
---@field run? fun(e: Effect, target?: Card|Card[], ...)
---@field rest_it? boolean in place of run: "Rest it." (see Declared)
---@field damage_it? integer in place of run: "Deal N damage to it/them." (see Declared)
---@field gets? GetsOpts in place of run: "It gets AP+N during this turn." (see Declared)
---@field gains? string|table in place of run: "It gains <Blocker>": "blocker" or { "breach", 4 [, lasts = "battle"] } (see Declared)

---gets = { ap = N, lasts = "battle" }: "It gets AP+N during this battle" (ap: -99 to 99, not 0;
---lasts: "turn" unless given, "battle" or "leaves", as e:modify's until).
---@class GetsOpts
---@field ap integer
---@field lasts? "turn"|"battle"|"leaves"

---An effect given as one table: card:deploy{ target = {...}, run = fn }.
---With `target` ({ "prompt", filter fields... }: a Unit in play, or from = WHERE),
---the core asks for the Unit first and calls run(e, target) only if one could be
---chosen.  With a count (min = 1, max = 2: "Choose 1 to 2"; min = 0: "up to";
---min = max = 2: "Choose 2", as many as there are) run gets a list of them; other
---= true leaves out this Unit ("your other Units").  A list of such targets
---({ {...}, {...} }, up to 3) is chosen in turn, and run gets one argument each;
---with any = true in the list ({ {...}, {...}, any = true }: "Choose 1 of your Units
---and 1 enemy Unit", either alone suffices) the effect is used when one of them can
---be chosen, and run gets nil for one that can't.  any_of = { {...}, {...} } (2 to 4
---filters, no side) in a target: the card passes one of them too ("that is Lv.1 or
---lower or has 1 or less AP": any_of = { { max_level = 1 }, { max_ap = 1 } }).
---may = "question?" in a target alone with min >= 1 ("You may choose 2 ..."): all or
---none -- asked first (yes/no) when min cards can be chosen; with fewer, or "no", run
---gets none (an empty list), and the effect is always used.
---An effect whose whole text is one action declares it in place of run (one of
---them; no target): draw = N ("draw N", 1 to 10), deploy_token = "T-..." ("Deploy 1
---[...] Unit token": a Unit token's number; { "T-...", rested = true }: "Deploy 1 rested
---[...] Unit token"), shield_to_hand = true ("Add 1 of your
---Shields to your hand").  Done in C, without a Lua call (docs/scripting.md).
---"X. Then, ..." (X: draw = N or shield_to_hand = true) gives the action with run (and
---a target, and then_if: "Then, if ...", a condition table as `condition` takes): the
---action is done first, in C, then then_if is asked (when it does not hold, the effect
---ends there), the target chosen and run called; an answer goes on from the action.
---Two steps, without run (docs/scripting.md, "Two steps"): a target and what it gets,
---then then_target = {...} with then_if / if_you_do and then_rest_it (then_damage_it,
---then_gets, then_gains, then_hand_it, then_exile_it): "Then, if ..., choose ... Rest
---it."; or also_target = {...} with also_if: "If ..., choose 1 to 2 ... instead" (asked
---after target, before the action, which both targets' cards get).
---@class Declared: EffectOpts
---@field target? table
---@field run? fun(e: Effect, target?: Card|Card[], ...)
---@field draw? integer
---@field deploy_token? string|table
---@field shield_to_hand? boolean
---@field rest_it? boolean in place of run, beside a target: "Rest it." (e:rest of each chosen card in turn), done in C
---@field damage_it? integer in place of run, beside a target: "Deal N damage to it/them." (e:damage_all of the chosen), done in C
---@field gets? GetsOpts in place of run: "It/They get AP+N during this turn." (e:modify of each chosen card; with no target, of this Unit), done in C
---@field gains? string|table in place of run: "It gains <Blocker> during this turn.": "blocker" or { "breach", 4 [, lasts = "battle"] } (e:grant of each chosen card; with no target, of this Unit), done in C
---@field then_if? table "Then, if ...": { count = ..., ... } or { turn = ..., self = ..., pilot_in_play = ... }, after the declared action (or before then_target)
---@field deck_to_trash? integer "Place the top N cards of your deck into your trash." (1 to 10), done in C
---@field this_to_hand? boolean "Add this card to your hand." (a 【Burst】's e:to_hand(e.card)), done in C
---@field discard_it? boolean in place of run, beside a target from the hand: "Discard it." (e:discard_card of each chosen card), done in C
---@field look_top? LookTop in place of run: "Look at the top N cards of your deck. You may reveal 1 ... card among them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.", done in C; after a target with discard_it: "You may discard 1. If you do, ..."
---@field hand_it? boolean in place of run, beside a target: "Return it to its owner's hand." (e:to_hand of each chosen card in turn), done in C
---@field exile_it? boolean in place of run, beside a target: "Exile them from the game." (e:remove of each chosen card in turn), done in C
---@field then_target? table a second step, after the target and what it gets: "Then, [if ...,] choose ..." ({ "prompt", filter fields... } as target), with then_if, if_you_do and one then_<action> (see Two steps)
---@field if_you_do? boolean with then_target: "If you do, choose ...": only when the first target chose all it asked for (its min, at least 1)
---@field then_rest_it? boolean what then_target's card gets: "Rest it."
---@field then_damage_it? integer what then_target's card gets: "Deal N damage to it."
---@field then_gets? GetsOpts what then_target's card gets: "It gets AP+N during this turn."
---@field then_gains? string|table what then_target's card gets: "It gains <Blocker> during this turn."
---@field then_hand_it? boolean what then_target's card gets: "Return it to its owner's hand."
---@field then_exile_it? boolean what then_target's card gets: "Exile it from the game."
---@field also_target? table "If ..., choose 1 to 2 ... instead": chosen after target (its cards left out) when also_if holds, before the action, which both targets' cards get
---@field also_if? table also_target's condition, a condition table as `condition` takes

---look_top = { N, "prompt", pick = FILTER | { FILTER, FILTER } }: N (1 to 10) cards looked at,
---the ones passing pick (one of the filters of a list of 2 to 4) offered with the prompt (you
---may choose none); the chosen one revealed and added to your hand, the rest returned to the
---bottom of your deck in a random order.
---@class LookTop
---@field [1] integer
---@field [2] string
---@field pick Filter|Filter[]

---@class Constant
---@field text? string what the rule says (the narration of e:grant_rule)
---@field ap? integer|fun(e: Effect, target: Card): integer
---@field hp? integer|fun(e: Effect, target: Card): integer
---@field cost? integer|fun(e: Effect, target: Card): integer
---@field keywords? table
---@field cant? ("attack"|"attack player"|"block"|"be blocked"|"be set active"|"be paired")[]
---@field lure? true|fun(e: Effect, target: Card, attacker: Card): boolean enemy Units must choose it as their attack target if they can
---@field attack_units_on_deploy_turn? boolean it may attack a rested enemy Unit on the turn it is deployed
---@field applies? Filter|fun(e: Effect, target: Card): boolean
---@field condition? Condition false: only through e:grant_rule
---@field during? "pair"|"link"
---@field pilot? Filter
---@field zone? "hand"|"trash"
---@field attack_active? fun(e: Effect, attacker: Card, target: Card): boolean
---@field prevent_damage? fun(e: Effect, victim: Card, source: Card, amount: integer, battle: integer): boolean battle is 1 for battle damage, 0 otherwise
---@field protect_ap? fun(e: Effect, unit: Card, source: Card): boolean unit's AP can't be reduced by source's effects
---@field level? integer|fun(e: Effect, target: Card): integer Lv. change (zone = "hand": "gets Lv. -1")
---@field traits? string[] traits it gives ("gain (Neo Zeon)")
---@field also_named? string a second name ("also treated as [Char Aznable]")
---@field deploys_rested? boolean the Units it reaches are deployed rested
---@field prevent_destroy? fun(e: Effect, unit: Card, source: Card, battle: integer): boolean "can't be destroyed by ..."
---@field rest_instead? fun(e: Effect, card: Card, source: Card): boolean "you may rest this Unit instead"
---@field reduce_damage? integer|fun(e: Effect, victim: Card, source: Card, amount: integer, battle: integer): integer "reduce it by N" (5-21)
---@field shield_area? "your"|"friendly"|"enemy"|"any" its damage rules reach those players' shield area cards

---The card being defined by this script.
---@class CardBuilder
card = {}
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:deploy(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:attack(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:destroyed(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:when_paired(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:when_linked(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:burst(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:turn_start(fn, opts) end
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:turn_end(fn, opts) end
---@param event Event
---@param fn fun(e: Effect)|Declared
---@param opts? EffectOpts
function card:on(event, fn, opts) end
---@param fn fun(e: Effect)|Declared
function card:main(fn) end
---@param fn fun(e: Effect)|Declared
function card:action(fn) end
---@param fn fun(e: Effect)|Declared
function card:main_action(fn) end
---@param t Activated
function card:activate_main(t) end
---@param t Activated
function card:activate_action(t) end
---@param t Constant
function card:constant(t) end
---Another way to play this card from the hand: for `cost` at Lv `level`, after paying the
---declared costs (discard = {...}, destroy = {...}, exile = {...}, rest = {...}).
---`unit`: a Pilot played this way is paired only with a Unit matching this filter.
---@param t {level?: integer, cost?: integer, condition?: Condition, unit?: Filter, discard?: table, destroy?: table, exile?: table, rest?: table, text?: string}
function card:play_alternative(t) end
---@param t Constant
function card:during_pair(t) end
---@param t Constant
function card:during_link(t) end
