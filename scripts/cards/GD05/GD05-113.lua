-- GD05-113 Rose Screamer
-- 【Main】Choose 1 of your (MF) Units with 4 or less AP. It gets AP+2 during this turn. After activating this card's 【Main】,
-- you may pair this card from your trash with one of your (MF) Units.
-- 【Pilot】[George de Sand]

-- "After activating this card's 【Main】": the 【Main】 gives its player, for the turn, effect 2 -- a
-- delayed trigger on this card's move to the trash as it finishes resolving (10-1-6).  Activated
-- while paired (e:run_main of a Unit's 【Attack】), the card goes to no trash: nothing follows.
card:main{
  target = { "Choose 1 of your (MF) Units with 4 or less AP", side = "your", trait = "MF", max_ap = 4 },
  run = function(e, target)
    e:modify(target, { ap = 2 })
    e:grant_player_rule(e.me, 2, "turn")
  end,
}

-- 2: "you may pair this card from your trash with one of your (MF) Units"
card:on("moved", function(e)
  local unit = e:choose_one("You may pair this card with one of your (MF) Units",
                            e:units{ side = "your", trait = "MF", paired = false }, true)
  if unit then e:pair(e.card, unit) end
end, {
  condition = false,
  filter = function(e) return e.event_card == e.card and e:location(e.card) == "trash" end,
})
