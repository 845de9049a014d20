-- GD04-020 Gundam Lfrith Ur: 【Once per Turn】During your turn, when you play and activate a (Dawn of
-- Fold) Command card using an EX Resource, draw 1.
-- Props: GD04-108 Witches from Earth ((Academy) (Dawn of Fold) Command, Lv4 cost 1), GD01-119
-- Iron-Fisted Discipline ((Academy) Command, Lv2 cost 1), ST01-005 GM (AP2).

scenario({"7-5-2-2-3", "13-2-13-1"}, "GD04-020 Gundam Lfrith Ur: a (Dawn of Fold) Command paid with an EX Resource draws 1, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, ex = 2},
                         hand = {{"GD04-108", as = "w1"}, {"GD04-108", as = "w2"}},
                         battle = {{"GD04-020", as = "ur"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "w1") .. " ex1")
  eq(g:loc("w1"), "trash")
  eq(g:count(1, "hand"), 2, "w2 and the card drawn")
  eq(g:count(1, "deck"), 9)
  g:choose("play " .. c(g, "w2") .. " ex1")
  eq(g:loc("w2"), "trash")
  eq(g:count(1, "hand"), 1, "【Once per Turn】: no second draw")
end)

scenario({"7-5-2-2-3"}, "GD04-020 Gundam Lfrith Ur: no draw when the Command is paid with normal Resources only, or is not (Dawn of Fold)",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, ex = 1},
                         hand = {{"GD04-108", as = "w1"}, {"GD01-119", as = "ifd"}},
                         battle = {{"GD04-020", as = "ur"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "w1"))      -- the default way: a normal Resource pays
  eq(g:loc("w1"), "trash")
  eq(g:count(1, "deck"), 10, "no EX Resource used: no draw")
  g:choose("play " .. c(g, "ifd") .. " ex1")
  eq(g:loc("ifd"), "trash")
  eq(g:count(1, "deck"), 10, "an EX Resource used, but not a (Dawn of Fold) Command: no draw")
end)

scenario({"7-5-2-2-3", "10-1-6-2"}, "GD04-020 Gundam Lfrith Ur: not during the opponent's turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = {3, ex = 1}, hand = {{"GD04-108", as = "w1"}},
                         battle = {{"GD04-020", as = "ur"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while not g:has_option("play " .. c(g, "w1") .. " ex1") do g:pass() end
  g:choose("play " .. c(g, "w1") .. " ex1")
  eq(g:loc("w1"), "trash")
  eq(g:count(1, "deck"), 10, "the opponent's turn: no draw")
end)
