-- GD01-027 Big Zam
-- <Breach 4> (the core handles it)
-- 【Deploy】If there are 10 or more (Zeon)/(Neo Zeon) Unit cards in your trash, deal 4 damage to
-- all Units with <Blocker>.

card:deploy(function(e)
  if e:count("trash", { type = "unit", trait = { "Zeon", "Neo Zeon" } }) >= 10 then
    e:damage_all(e:units{ side = "any", keyword = "blocker" }, 4)
  end
end)
