-- ST09-006 Sword Impulse Gundam: 【Deploy】If you deploy this Unit from your trash, choose 1 enemy
-- Unit that is Lv.3 or lower. Destroy it.
-- Props: GD02-110 Awakened Power, ST01-005 GM (Lv2), GD01-013 Gundam (Lv4).

scenario({"13-2-6-1", "5-8-1"}, "ST09-006 Sword Impulse Gundam: from the trash, destroy a Lv.3 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}}, trash = {{"ST09-006", as = "si"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "ap"))
  g:expect_loc("gm", "trash")
  g:expect_loc("gundam", "battle")
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"ST09-006", as = "si"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("play " .. c(h, "si"))
  h:expect_loc("gm", "battle")
end)
