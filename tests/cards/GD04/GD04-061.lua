-- GD04-061 G-Falcon: it can't attack while there are 6 or less cards in your trash.

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

scenario("10-1-5-3", "GD04-061 G-Falcon: 6 cards in the trash, no attack; 7, it may attack", function()
  local g = game{ p1 = { deck = 10, trash = copies("ST01-005", 6), battle = {{"GD04-061", as = "falcon"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:expect_no_option("attack " .. c(g, "falcon") .. " p2")
  g = game{ p1 = { deck = 10, trash = copies("ST01-005", 7), battle = {{"GD04-061", as = "falcon"}} },
            p2 = { deck = 10, shields = 2 } }
  g:expect_option("attack " .. c(g, "falcon") .. " p2")
end)
