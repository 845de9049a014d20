-- team -- team battle: two teams of two (rules 12-3).
--
-- Seats 1 and 2 are team one (seat 1 leads), seats 3 and 4 team two (seat 3
-- leads); the leaders' teams take turns (12-3-1, 12-3-2).  Each team shares one
-- shield area: each player puts 4 cards into it, taking turns (12-3-5), with one
-- EX Base per team (12-3-7); each player of the team going second places an EX
-- Resource (12-3-6).  At most 6 Units per team (12-3-14).  A teammate's
-- <Blocker> can protect your Unit (12-3-13); "friendly" includes the teammate's
-- cards (12-3-10), "you" is the card's owner (12-3-11).  A team loses when it
-- takes battle damage with its shield area empty, or when either player's deck
-- runs out (12-3-9).

return extend("standard", {
  name = "team",
  summary = "Team battle: two teams of two with shared shield areas (12-3)",
  players = { min = 4, max = 4 },
  teams = { 1, 1, 2, 2 },
  shared_shields = true,
  shields = 4,
  team_turns = true,
})
