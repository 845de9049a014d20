-- GD04-100 Sochie Heim
-- 【Burst】Add this card to your hand.
-- 【Once per Turn】When you pay ① or more cost for one of your Units' effects, you may increase this
-- Unit's AP during this turn by an amount equal to the cost paid.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("paid", function(e)
  if e:may("This Unit gets AP+" .. e.event_amount .. " during this turn?") then
    e:modify(e.unit, { ap = e.event_amount })
  end
end, {
  once_per_turn = true,
  card = { side = "your", type = "unit" },
  filter = function(e) return e.event_player == e.me end,
})
