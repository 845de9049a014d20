-- TEST-CORE-007 Trash Unit Test Command (test card, tests/data/cards/core-rules.json)
-- 【Main】Choose 1 Unit card in your trash. Return it to the bottom of your deck.

card:main(function(e)
  local unit = e:choose_one("Choose 1 Unit card in your trash", e:cards("trash", { type = "unit" }))
  e:to_deck(unit, "bottom")
end)
