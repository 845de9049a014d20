-- TEST-LB-001 Deploy and Return Test Command (test card, tests/data/cards/leave-before.json)
-- 【Main】Choose 1 Unit card in your hand. Deploy it. Then, return it to its owner's hand.
-- Its 【Deploy】 waits until this effect is over (10-1-6-4): it then resolves on a board without
-- the Unit (the "choose 1 of your Units and 1 enemy Unit" cards' tests).

card:main(function(e)
  local u = e:choose_one("Choose 1 Unit card in your hand", e:cards("hand", { type = "unit" }))
  if not u then return end
  local d = e:deploy(u)
  if d then e:to_hand(d) end
end)
