-- GD04-004 Psycho Gundam Mk-Ⅱ
-- <Repair 2> (the core handles it)
-- 【Once per Turn】When you pair a (Cyber-Newtype) Pilot with one of your blue Units, draw 1.

card:on("paired", function(e)
  e:draw(1)
end, {
  once_per_turn = true,
  -- e.event_card: the Pilot; e.event_card2: the Unit it was paired with (this Unit too, if blue)
  filter = function(e)
    return e:has_trait(e.event_card, "Cyber-Newtype")
       and e:matches(e.event_card2, { side = "your", color = "Blue" })
  end,
})
