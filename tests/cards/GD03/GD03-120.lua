-- GD03-120 Immortal Colasour: 【Main】During this turn, if a friendly (Superpower Bloc)/(UN) Unit
-- destroys an enemy Unit with battle damage, choose 1 rested friendly (Superpower Bloc)/(UN) Unit.
-- Set it as active. It can't attack during this turn.
-- Props: GD04-079 Agrissa (Superpower Bloc, AP5), GD05-077 Leo (G Team, not Superpower Bloc),
-- ST01-005 GM (AP2 HP2).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-6-1", "13-2-3-1"}, "GD03-120 Immortal Colasour: for the turn, each battle kill by a (Superpower Bloc) Unit sets one active",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD03-120", as = "ic"}},
                         battle = {{"GD04-079", as = "agrissa"}, {"GD04-079", as = "agrissa2"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("play " .. c(g, "ic"))
  g:choose("attack " .. c(g, "agrissa") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")
  ok(not g:rested("agrissa"), "set active (the one rested friendly Unit)")
  g:expect_no_option("attack " .. c(g, "agrissa") .. " " .. c(g, "gm2"))   -- it can't attack this turn
  g:choose("attack " .. c(g, "agrissa2") .. " " .. c(g, "gm2"))
  fight(g)
  ok(not g:rested("agrissa2"), "every kill this turn (the one rested friendly Unit again)")
end)

scenario({"10-1-6-2"}, "GD03-120 Immortal Colasour: not another trait's kill, not the next turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD03-120", as = "ic"}},
                         battle = {{"GD05-077", as = "leo"}, {"GD04-079", rested = true, as = "agrissa"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "ic"))
  g:choose("attack " .. c(g, "leo") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")
  ok(g:rested("agrissa"), "Leo is no (Superpower Bloc)/(UN) Unit")
end)
