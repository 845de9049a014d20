-- GD01-023 Char's Gelgoog
-- 【Activate･Main】Discard 1 (Zeon)/(Neo Zeon) Unit card：If a Pilot is not paired with this
-- Unit, choose 1 (Newtype) Pilot card that is Lv.3 or lower from your trash. Pair it with this
-- Unit.

card:activate_main{
  run = function(e)
    -- the cost (10-1-7-2): without such a card in the hand it can't be activated
    local cost = e:choose_one("Discard 1 (Zeon)/(Neo Zeon) Unit card",
                              e:cards("hand", { type = "unit", trait = { "Zeon", "Neo Zeon" } }))
    if not cost then return end
    e:discard_card(cost)
    -- the effect
    if e:pilot(e.unit) then return end
    local pilot = e:choose_one("Choose 1 (Newtype) Pilot card that is Lv.3 or lower",
                               e:cards("trash", { type = "pilot", trait = "Newtype", max_level = 3 }))
    if pilot then e:pair(pilot, e.unit) end
  end,
}
