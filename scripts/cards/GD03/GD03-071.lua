-- GD03-071 Z Gundam (Biosensor)
-- 【Deploy】Choose 1 enemy Unit. For each (AEUG) Unit card in your trash, it gets AP-1 during this
-- turn.

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    -- counted as the effect resolves; Pilot and Command cards are not Unit cards
    local n = e:count("trash", { type = "unit", trait = "AEUG" })
    if n > 0 then e:modify(target, { ap = -n }, "turn") end
  end,
}
