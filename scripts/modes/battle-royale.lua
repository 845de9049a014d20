-- battle-royale -- every player against all the others (rules 12-2).
--
-- Variants, chosen before the game (12-2-5):
--   last-standing  (12-2-5-2) a defeated player leaves the game with all their
--                  cards and effects; the last one left wins.  The default.
--   sudden-death   (12-2-5-1, "winner takes all") the first battle damage dealt
--                  to a player with no shields ends the game: only the player who
--                  dealt it wins.  A deck-out only removes that player.
-- Everything else is the core's N-player behaviour: "enemy" and "opponent" are
-- all the others (12-2-6), any other player or their rested Units can be
-- attacked (12-2-7), action steps go round from the player after the active one
-- and end when everyone has passed in a row (12-2-8), simultaneous choices go
-- in turn order from the active player (12-2-4), every player but Player One
-- places an EX Resource (12-2-2), redraws go in order from Player One (12-2-3).
-- Only the attacked player's Units may <Blocker> (docs/modes.md).

return extend("standard", {
  name = "battle-royale",
  summary = "Battle Royale for 3 or more players (12-2): last-standing or sudden-death",
  players = { min = 3, max = 8 },
  variants = {
    ["last-standing"] = { victory = "last standing" },
    ["sudden-death"] = { victory = "winner takes all" },
  },
  default_variant = "last-standing",

  -- 12-2-1: Player One chooses clockwise or counterclockwise play.
  -- (e.me is Player One: the one who chooses.)
  setup = function(e)
    local players, me = e:players(), 1
    for i, p in ipairs(players) do if p == e.me then me = i end end
    local function order(step)
      local seats = {}
      for k = 0, #players - 1 do
        seats[#seats + 1] = "P" .. players[(me - 1 + step * k) % #players + 1]
      end
      return table.concat(seats, ", ")
    end
    local choice = e:choose_option("choose the direction of play", {
      "Clockwise: " .. order(1),
      "Counterclockwise: " .. order(-1),
    })
    e:set_direction(choice == 1 and 1 or -1)
  end,
})
