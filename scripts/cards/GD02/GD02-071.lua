-- GD02-071 Gundam Mk-II (AEUG)
-- 【Deploy】If a friendly white Base is in play, you may pair 1 (AEUG) Pilot card from your hand
-- with this Unit.

-- A "Pilot card" in the hand is a Pilot-type card: a Command with 【Pilot】 is a Command card
-- there (3-4-6-3).
card:deploy{
  condition = { count = "base", side = "friendly", color = "White" }, -- 10-2-1
  run = function(e)
    if e:pilot(e.unit) then return end -- already paired: nothing to pair with
    local pilot = e:choose_one("You may pair 1 (AEUG) Pilot card from your hand with this Unit",
                               e:cards("hand", { type = "pilot", trait = "AEUG" }), true)
    if pilot then e:pair(pilot, e.unit) end
  end,
}
