-- GD04-101 Kindhearted: 【Burst】Activate this card's 【Main】.  【Main】/【Action】During this turn,
-- friendly Units can't be destroyed by enemy effects. Then, draw 1.
-- Props: TEST-A19-006 (destroy 1 Unit), TEST-A19-002 (3 damage to an enemy Unit), ST01-005 GM (HP2),
-- GD01-013 Gundam (AP3).
use_cards("tests/data/cards/api19.json")

scenario({"10-1-5-6", "11-3-1"}, "GD04-101 Kindhearted: this turn your Units survive enemy effects -- destroy and effect damage",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-101", as = "kind"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-006", as = "purge"}, {"TEST-A19-002", as = "t"}} } }
  g:choose("play " .. c(g, "kind"))
  g:expect_count(1, "hand", 1)          -- "Then, draw 1"
  g:end_main()                          -- the end phase's action step: P2 acts first
  g:choose("play " .. c(g, "purge"))
  g:expect_loc("gm", "battle")          -- can't be destroyed by the effect
  g:choose("play " .. c(g, "t"))        -- 3 damage of 2 HP -- then nobody has more to do
  g:expect_state{ active = 2 }
  g:expect_loc("gm", "trash")           -- destroyed only once the turn was over:
  local log, hit, cleanup, destroyed = g:log(), nil, nil, nil
  for i, l in ipairs(log) do
    if l:find("GM #" .. g:card("gm") .. " takes 3 damage", 1, true) then hit = i end
    if l:find("cleanup step", 1, true) then cleanup = i end
    if l:find("GM #" .. g:card("gm") .. " is destroyed", 1, true) then destroyed = i end
  end
  ok(hit and cleanup and destroyed and hit < cleanup and cleanup < destroyed,
     "the effect damage did not destroy it during the turn")
end)

scenario({"11-3-1", "5-5-3"}, "GD04-101 Kindhearted: battle damage still destroys; so do your own effects", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-101", as = "kind"}, {"TEST-A19-006", as = "purge"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("play " .. c(g, "kind"))
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("gm", "trash")
  g:choose("play " .. c(g, "purge"))
  g:choose(c(g, "gm2"))
  g:expect_loc("gm2", "trash")
end)
