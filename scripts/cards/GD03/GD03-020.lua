-- GD03-020 Zaku Ⅱ FZ
-- 【When Paired】If there are 4 or more (Cyclops Team) cards in your trash, deploy 2 rested [Ad
-- Balloon]((Civilian)･AP0･HP1･This Unit can't be set as active or paired with a Pilot) Unit
-- tokens.
-- While you have a Unit with "Ad Balloon" in its card name in play, this Unit can't receive enemy
-- battle damage.

card:when_paired{
  condition = { count = "trash", trait = "Cyclops Team", min = 4 },
  run = function(e)
    e:deploy_token("T-014", { rested = true, count = 2 }) -- both at once (11-4-2-2)
  end,
}

card:constant{
  condition = { count = "battle", name = "Ad Balloon", min = 1 },
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.unit and battle == 1
       and source >= 0 and e:matches(source, { side = "enemy" })
  end,
}
