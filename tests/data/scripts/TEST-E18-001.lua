-- TEST-E18-001 Bouncer Test Unit (test card, tests/data/cards/event-card.json)
-- When an enemy Unit is deployed, return it to its owner's hand.

card:on("deployed", function(e) e:to_hand(e.event_card) end, { card = { side = "enemy", type = "unit" } })
