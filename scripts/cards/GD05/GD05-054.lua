-- GD05-054 Alpha Azieru
-- <Blocker> (Rest this Unit to change the attack target to it.)
-- 【Once per Turn】When one of your Units is destroyed by an effect, draw 1.

card:on("destroyed", function(e) e:draw(1) end, {
  once_per_turn = true, by_effect = true, card = { side = "your", type = "unit" },
})
