-- GD02-022 G-Exes
-- 【Once per Turn】When you place an EX Resource, choose 1 of your (AGE System) Units. It gains
-- <Breach 2> during this turn.

-- "When you place an EX Resource": an EX Resource of yours moves into your resource area
-- (the "moved" event; e.event_card is the card, already where it went).
card:on("moved", function(e)
  local target = e:choose_one("Choose 1 of your (AGE System) Units",
                              e:units{ side = "your", trait = "AGE System" })
  if target then e:grant(target, "breach", 2, "turn") end
end, {
  once_per_turn = true,
  filter = function(e)
    local c = e.event_card
    return e:owner(c) == e.me and e:location(c) == "resource area" and e:number(c):sub(1, 3) == "EXR"
  end,
})
