-- GD02-118 Heart Set on Revenge: 【Action】Choose 1 enemy Unit with 4 or less HP battling a friendly
-- Unit with <Blocker>. Return it to its owner's hand.  【Pilot】[Ein Dalton]

scenario("8-4-1", "GD02-118 Heart Set on Revenge: the attacker blocked by your <Blocker> returns to its owner's hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD02-118", as = "cmd"}}, battle = {{"GD02-079", as = "rickdias"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p1")
  g:choose("block " .. c(g, "rickdias"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("gundam", "hand")
end)

scenario({"8-4-1", "10-1-8-1-1"}, "GD02-118 Heart Set on Revenge: not blocked, or 5 HP: it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-118", as = "cmd"}},
                         battle = {{"GD02-079", as = "rickdias"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p1")
  g:choose("pass")                                   -- no block
  g:expect_no_option("play " .. c(g, "cmd"))
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, resources = 3, hand = {{"GD02-118", as = "cmd"}}, battle = {{"GD02-079", as = "rickdias"}} },
            p2 = { deck = 10, battle = {{"GD02-072", as = "hyaku"}} } }   -- Hyaku-Shiki: HP4
  g:choose("attack " .. c(g, "hyaku") .. " p1")
  g:choose("block " .. c(g, "rickdias"))
  g:expect_option("play " .. c(g, "cmd"))          -- HP4: yes
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, resources = 3, hand = {{"GD02-118", as = "cmd"}}, battle = {{"GD02-079", as = "rickdias"}} },
            p2 = { deck = 10, battle = {{"GD02-053", as = "x"}} } }
  g:choose("attack " .. c(g, "x") .. " p1")
  g:choose("block " .. c(g, "rickdias"))
  g:expect_no_option("play " .. c(g, "cmd"))       -- Gundam X: HP5
end)
