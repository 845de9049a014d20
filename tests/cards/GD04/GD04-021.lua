-- GD04-021 Gundam Lfrith Thorn: <Breach 3>.  During your turn, when you play and activate a (Dawn
-- of Fold) Command card using an EX Resource, you may pair that card from your trash with one of
-- your Units with "Gundam Lfrith" in its card name.
-- Props: GD04-108 Witches from Earth ((Academy) (Dawn of Fold) Command, 【Pilot】[Sophie Pulone]),
-- GD01-119 Iron-Fisted Discipline ((Academy) Command), GD04-020 Gundam Lfrith Ur, ST01-005 GM.

scenario({"7-5-2-2-3", "3-4-4", "4-1-5"}, "GD04-021 Gundam Lfrith Thorn: the Command paid with an EX Resource is paired from the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, ex = 1}, hand = {{"GD04-108", as = "w1"}},
                         battle = {{"GD04-021", as = "thorn"}, {"GD04-020", as = "ur"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "w1") .. " ex1")
  g:choose(c(g, "thorn"))             -- Witches from Earth's target
  g:choose("Gundam Lfrith Thorn")      -- Thorn's effect first (Ur's draws)
  local d = g:decision()
  eq(d.kind, "choose")
  eq(d.min, 0)
  eq(list(d.keys), list{ c(g, "thorn"), c(g, "ur") }, "the Units with \"Gundam Lfrith\" in their name")
  g:choose(c(g, "ur"))
  eq(g:loc("w1"), "battle", "paired from the trash")
  eq(g:paired("ur") ~= nil, true)
  eq(g:paired("thorn"), nil)
end)

scenario({"7-5-2-2-3"}, "GD04-021 Gundam Lfrith Thorn: may decline; nothing without an EX Resource or for a Command not (Dawn of Fold)",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, ex = 2},
                         hand = {{"GD04-108", as = "w1"}, {"GD04-108", as = "w2"}, {"GD01-119", as = "ifd"}},
                         battle = {{"GD04-021", as = "thorn"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "w1") .. " ex1")
  eq(g:decision().kind, "choose", "you may pair")
  g:choose({})                         -- declined
  eq(g:loc("w1"), "trash")
  eq(g:paired("thorn"), nil)
  g:choose("play " .. c(g, "w2"))      -- paid with a normal Resource
  eq(g:loc("w2"), "trash")
  eq(g:decision().kind, "action", "no EX Resource used: no offer")
  g:choose("play " .. c(g, "ifd") .. " ex1")
  eq(g:loc("ifd"), "trash")
  eq(g:decision().kind, "action", "not a (Dawn of Fold) Command: no offer")
  eq(g:paired("thorn"), nil)
end)
