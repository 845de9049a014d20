-- GD03-129 Hotarubi: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- During your turn, when one of your friendly (Tekkadan)/(Teiwaz) Units receives effect damage,
-- you may rest this Base.  If you do, place the top card of your deck into your trash.
-- Props: TEST-A19-001, ST05-004 Graze Custom (Tekkadan), ST01-005 GM, GD01-115.
use_cards("tests/data/cards/api19.json")

scenario({"5-5-4", "5-20-1"}, "GD03-129 Hotarubi: you may rest it to mill 1; rested, it can't again",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "f1"}, {"TEST-A19-001", as = "f2"}},
                         battle = {{"ST05-004", as = "graze"}, {"ST05-004", as = "graze2"}}, base = {{"GD03-129", as = "hotarubi"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "f1"))
  g:choose(c(g, "graze"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  ok(g:rested("hotarubi"))
  g:expect_count(1, "trash", 2)        -- the Command and the deck's top card
  g:expect_count(1, "deck", 9)
  g:choose("play " .. c(g, "f2"))
  g:choose(c(g, "graze2"))
  g:expect_decision{ kind = "action", player = 1 }   -- rested: no question
  g:expect_count(1, "deck", 9)
end)

scenario({"5-5-4"}, "GD03-129 Hotarubi: 'you may' declined; not a GM; not in the opponent's turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "f1"}, {"TEST-A19-001", as = "f2"}},
                         battle = {{"ST05-004", as = "graze"}, {"ST01-005", as = "gm"}}, base = {{"GD03-129", as = "hotarubi"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "f1"))
  g:choose(c(g, "graze"))
  g:choose("no")
  ok(not g:rested("hotarubi"))
  g:expect_count(1, "deck", 10)
  g:choose("play " .. c(g, "f2"))
  g:choose(c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST05-004", as = "graze"}}, base = {{"GD03-129", as = "hotarubi"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}} } }
  h:choose("play " .. c(h, "zrf"))   -- (Graze Custom: the one enemy Unit)
  eq(h:damage("graze"), 1)
  h:expect_decision{ kind = "action", player = 2 }
  ok(not h:rested("hotarubi"))
end)

scenario({"13-2-5-1", "13-2-6-1"}, "GD03-129 Hotarubi: 【Burst】 deploys it, 【Deploy】 adds a Shield to the hand",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", "GD03-129"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  eq(g:number(g:cards(1, "base")[1]), "GD03-129")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
