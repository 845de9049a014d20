-- TEST-E18-002 Scrapper Test Unit (test card, tests/data/cards/event-card.json)
-- When an enemy Unit is deployed, put it into its owner's trash.
-- (e.event_card is the deployed Unit; once it has moved on, a new card it no longer reaches:
-- 4-1-5.  e:loc gives nil then, and e:to_trash does nothing.)

card:on("deployed", function(e) e:to_trash(e.event_card) end, { card = { side = "enemy", type = "unit" } })
