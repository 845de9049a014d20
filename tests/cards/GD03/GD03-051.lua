-- GD03-051 Gundam X Divider: 【When Linked】You may choose 1 Unit card that is Lv.4 or lower from
-- your trash. Pay its cost to deploy it.
-- Props: GD03-096 Jamil Neate (a Pilot that links with it:
-- [Jamil Neate]), GD01-013 Gundam (Lv4 cost 2), ST08-007 Penelope (Lv5).

scenario({"13-2-11-1", "5-8-1"}, "GD03-051 Gundam X Divider: linked, pay a Lv.4 Unit card's cost to deploy it from the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-096", as = "jamil"}},
                         trash = {{"GD01-013", as = "gundam"}, {"ST08-007", as = "penelope"}},
                         battle = {{"GD03-051", as = "divider"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "jamil") .. " " .. c(g, "divider"))
  ok(g:linked("divider"))
  g:expect_no_option(c(g, "penelope"))     -- Lv.5
  g:choose(c(g, "gundam"))
  eq(g:count(1, "battle"), 2)
  g:expect_count(1, "trash", 1)
end)

scenario({"13-2-11-1", "10-1-3"}, "GD03-051 Gundam X Divider: 'you may' -- declined, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-096", as = "jamil"}},
                         trash = {{"GD01-013", as = "gundam"}}, battle = {{"GD03-051", as = "divider"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "jamil") .. " " .. c(g, "divider"))
  g:choose({})
  g:expect_loc("gundam", "trash")
end)
