-- GD04-022 Kikeroga (MS Mode) (GQ): all your Unit tokens gain <Breach 1>.  【During Link】All Units
-- that are Lv.3 or lower other than Unit tokens are deployed rested.
-- Props: GD02-090 Challia Bull (GQ) (links it), ST01-005 GM (Lv2), GD01-013 Gundam (Lv4), T-007
-- Zaku II token, TEST-A19-014 (【Main】Deploy 1 [Zaku Ⅱ] Unit token).
use_cards("tests/data/cards/api19.json")

scenario({"5-17-2-1", "13-1-2-5"}, "GD04-022 Kikeroga (MS Mode): your Unit tokens gain <Breach 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-022"}, {"T-007", as = "zaku"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"T-007", as = "ezaku"}} } }
  eq(g:keyword("zaku", "breach"), 1)
  eq(g:keyword("gm", "breach"), 0)
  eq(g:keyword("ezaku", "breach"), 0)
end)

scenario({"5-4-2", "13-2-12-1"}, "GD04-022 Kikeroga (MS Mode): linked, Lv.3 or lower Units (not tokens) are deployed rested -- anyone's",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"ST01-005", as = "gm"}, {"GD01-013", as = "gundam"}, {"TEST-A19-014", as = "tok"}},
                         battle = {{"GD04-022", pilot = "GD02-090", as = "kikeroga"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("kikeroga"))
  g:choose("play " .. c(g, "gm"))
  ok(g:rested("gm"), "Lv.2: rested")
  g:choose("play " .. c(g, "gundam"))
  ok(not g:rested("gundam"), "Lv.4: active")
  g:choose("play " .. c(g, "tok"))
  local token = g:cards(1, "battle")[4]
  eq(g:number(token), "T-007")
  ok(not g:rested(token), "a token: active")
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-022", pilot = "GD02-090", as = "kikeroga"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "egm"}} } }
  h:choose("play " .. c(h, "egm"))
  ok(h:rested("egm"), "the opponent's too")
end)

scenario({"5-4-2"}, "GD04-022 Kikeroga (MS Mode): not linked, Units are deployed active", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}}, battle = {{"GD04-022"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  ok(not g:rested("gm"))
end)
