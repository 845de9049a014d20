-- hook-trace -- a test mode (tests/modes/house-rules.lua): each hook at the
-- start of a phase asks its player a yes/no question naming the hook, the turn
-- and the player's hand, so a test sees when each runs; setup asks one naming
-- the settings and the order of play it reads.

local function ask(e, hook)
  e:may(hook .. " turn " .. e:turn() .. " P" .. e.me .. " hand " .. e:count("hand", e.me))
end

return extend("standard", {
  name = "hook-trace",
  summary = "Test mode: every phase hook asks a question naming itself",
  players = { min = 2, max = 4 },
  shields = 4,
  draws = 2,
  options = { tag = "x" },
  setup = function(e)
    local s = e.settings
    e:choose_option(table.concat({"settings", s.name, s.shields, s.draws, s.opening_hand,
                                  s.players, s.victory, tostring(s.team_turns),
                                  "order", table.concat(e:order(), ","),
                                  "from2", table.concat(e:order(2), ","),
                                  "direction", e:direction(), "tag", e.options.tag}, " "),
                    { "go on", "go on too" })
  end,
  turn_start = function(e) ask(e, "turn_start") end,
  draw_phase = function(e) ask(e, "draw_phase") end,
  resource_phase = function(e) ask(e, "resource_phase") end,
  main_phase = function(e) ask(e, "main_phase") end,
  end_phase = function(e) ask(e, "end_phase") end,
  turn_end = function(e) ask(e, "turn_end") end,
})
