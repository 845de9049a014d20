-- GD02-110 Awakened Power: 【Main】Choose 1 Unit card that is Lv.5 or lower from your trash. Pay its
-- cost to deploy it.
-- Props: GD01-013 Gundam (Lv4 cost 2), GD01-027 Big Zam (Lv7), ST01-005 GM (Lv2 cost 1).

scenario({"10-1-8-1-1", "5-8-1"}, "GD02-110 Awakened Power: choose a Lv.5 or lower Unit card in the trash, pay, deploy",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}},
                         trash = {{"GD01-013", as = "gundam"}, {"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ap"))
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "gundam"))
  eq(g:number(g:cards(1, "battle")[1]), "GD01-013")
  local active = 0
  for _, r in ipairs(g:cards(1, "resources")) do if not g:rested(r) then active = active + 1 end end
  eq(active, 2, "6 - 2 (Awakened Power) - 2 (Gundam)")
end)

scenario({"10-1-8-1-1"}, "GD02-110 Awakened Power: no Unit card to choose, it can't be played; too poor, nothing is deployed",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}}, trash = {"GD01-027"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "ap"))
  local h = game{ p1 = { deck = 10, resources = {6, rested = 3}, hand = {{"GD02-110", as = "ap"}},
                         trash = {{"GD01-013", as = "gundam"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "ap"))      -- 1 active Resource left: Gundam costs 2
  h:expect_loc("gundam", "trash")
end)
