-- GD03-076 Freedom Gundam (METEOR)
-- 【Once per Turn】During your turn, when your (Triple Ship Alliance) Unit deals battle damage to
-- an enemy Unit, you may return the enemy Unit to its owner's hand.

card:on("damaged", function(e)
  -- (destroyed by that damage, it is no longer there to return)
  if e:location(e.event_card) == "battle area" and e:may("Return the enemy Unit to its owner's hand?") then
    e:to_hand(e.event_card)
  end
end, {
  once_per_turn = true, battle = true,
  source = { side = "your", trait = "Triple Ship Alliance" },
  card = { side = "enemy", type = "unit" },
  condition = { turn = "your" },
})
