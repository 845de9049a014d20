-- ST09-001 Impulse Gundam: 【Activate･Main】②, return this Unit to the bottom of its owner's deck：
-- Choose 1 Unit card with "Impulse Gundam" in its card name that is Lv.4 or higher from your
-- trash. Deploy it.
-- Props: GD05-064 Force Impulse Gundam (Lv4), ST09-002 Force Impulse Gundam (Lv5), GD01-013.

scenario({"10-1-7-4", "2-2-3"}, "ST09-001 Impulse Gundam: ② and itself to the deck's bottom: an Impulse Gundam from the trash", function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {{"ST09-002", as = "force"}, "GD01-013"},
                         battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "impulse") .. " 1")
  g:expect_loc("force", "battle")
  eq(g:number(g:cards(1, "deck")[1]), "ST09-001", "Impulse Gundam at the bottom of the deck")
end)

scenario({"10-1-7-4", "10-1-8-1-1"}, "ST09-001 Impulse Gundam: no such card, or no ②: not offered", function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {"GD01-013"}, battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "impulse") .. " 1")
  local h = game{ p1 = { deck = 10, resources = 1, trash = {"ST09-002"}, battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  h:expect_no_option("activate " .. c(h, "impulse") .. " 1")
end)
