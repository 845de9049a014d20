-- GD03-038 GuAIZ (Commander Type)
-- 【Activate･Main】<Support 1> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount)
-- during this turn.)
-- During your turn, when this Unit is rested by an effect, choose 1 of your (ZAFT) Units. It gets
-- AP+2 during this turn.
-- (<Support 1> is the core's: resting it is a cost, not an effect.)

card:on("rested", {
  card = "self", by_effect = true,
  condition = { turn = "your" },
  target = { "Choose 1 of your (ZAFT) Units", side = "your", trait = "ZAFT" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
})
