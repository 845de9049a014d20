-- ST09-004 Freedom Gundam: scenario tests of scripts/cards/ST09/ST09-004.lua.
-- <Blocker>
-- While a friendly Base in play, this Unit gains <Suppression>.

scenario({"10-1-5-3", "13-1-7-1", "Q11"}, "ST09-004 Freedom Gundam: <Suppression> while a friendly Base (an EX Base too) is in play", function()
  local g = game{ p1 = { deck = 10, base = {"EXB-001"}, battle = {{"ST09-004", as = "freedom"}} },
                  p2 = { deck = 10, shields = 4 } }
  ok(g:keyword("freedom", "suppression"))
  ok(g:keyword("freedom", "blocker"))
  g:choose("attack " .. c(g, "freedom") .. " p2")
  g:expect_count(2, "shields", 2)
end)

scenario("10-1-5-3", "ST09-004 Freedom Gundam: no friendly Base (an enemy Base does not count), no <Suppression>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST09-004", as = "freedom"}} },
                  p2 = { deck = 10, shields = 4, base = {"EXB-001"} } }
  ok(not g:keyword("freedom", "suppression"))
end)
