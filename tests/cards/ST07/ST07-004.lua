-- ST07-004 Gundam Virtue: scenario tests of scripts/cards/ST07/ST07-004.lua.
-- While you have a (CB) Pilot in play, this Unit gains <Blocker>.
--
-- (CB) Pilot: ST07-010 Tieria Erde; not (CB): ST02-010 Heero Yuy.

scenario({"10-1-5-3", "13-1-4-1"}, "ST07-004 Gundam Virtue: <Blocker> while you have a (CB) Pilot in play", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-004", as = "virtue"}, {"ST01-005", pilot = "ST07-010"}} },
                  p2 = { deck = 10 } }
  ok(g:keyword("virtue", "blocker"))
end)

scenario({"10-1-5-3", "13-1-4-1"}, "ST07-004 Gundam Virtue: no (CB) Pilot of yours (another Pilot, an enemy (CB) Pilot), no <Blocker>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-004", as = "virtue"}, {"ST01-005", pilot = "ST02-010"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST07-010"}} } }
  ok(not g:keyword("virtue", "blocker"))
end)

scenario({"13-1-4-1", "13-2-9-1"}, "ST07-004 Gundam Virtue: pairing a (CB) Pilot with itself gives it <Blocker>; it blocks", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, battle = {{"ST07-004", as = "virtue"}}, shields = 2 },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_no_option("block " .. c(g, "virtue"))
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, battle = {{"ST07-004", pilot = "ST07-010", as = "virtue"}}, shields = 2 },
                   p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g2:choose("attack " .. c(g2, "gm") .. " p1")
  g2:choose("block " .. c(g2, "virtue"))
  g2:expect_loc("gm", "trash")
end)
