-- TEST-E18-003 Recall Test Unit (test card, tests/data/cards/event-card.json)
-- When one of your other Units attacks, return it to its owner's hand.

card:on("attack", function(e) e:to_hand(e.event_card) end, { card = { side = "your", other = true } })
