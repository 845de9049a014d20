-- GD05-073 Altron Gundam (EW): 【Deploy】Choose 1 rested enemy Unit. It won't be set as active during
-- the start phase of your opponent's next turn.
-- Props: GD01-027 Big Zam, ST01-005 GM.

scenario({"13-2-6-1", "7-2-3"}, "GD05-073 Altron Gundam (EW): the chosen rested enemy Unit stays rested once", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD05-073", as = "altron"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "altron"))
  g:choose(c(g, "bigzam"))
  g:next_turn()
  ok(g:rested("bigzam"))
  ok(not g:rested("gm"))
end)
