-- GD05-041 Gaia Gundam (MA Mode)
-- During a turn where your opponent has discarded due to one of your effects, this card in your
-- hand gets cost -2.

card:constant{
  zone = "hand", cost = -2,
  condition = function(e)
    return e:this_turn("discarded", { side = "enemy", by_effect = true, source = { side = "your" } }) > 0
  end,
}
