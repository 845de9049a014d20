-- ST04-015 Archangel
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：Choose 1 friendly Unit with <Blocker>. Set it as active.
-- It can't attack during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  cost = 2, once_per_turn = true,
  target = { "Choose 1 friendly Unit with <Blocker>", side = "friendly", keyword = "blocker" },
  run = function(e, target)
    e:set_active(target)
    e:forbid(target, "attack", "turn")
  end,
}
