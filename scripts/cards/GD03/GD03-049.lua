-- GD03-049 Gundam Exia (Trans-Am)
-- <Suppression> (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- When this Unit destroys an enemy shield area card with battle damage, if there are 10 or more
-- (CB) cards in your trash, choose 1 enemy Unit with the lowest HP. Destroy it.

card:on("shield_area_destroyed", function(e)
  local lowest
  for _, u in ipairs(e:units{ side = "enemy" }) do
    if not lowest or e:hp(u) < lowest then lowest = e:hp(u) end
  end
  if not lowest then return end
  local target = e:choose_one("Choose 1 enemy Unit with the lowest HP",
                              e:units{ side = "enemy", hp = lowest })
  if target then e:destroy(target) end
end, {
  source = "self", battle = true, card = { side = "enemy" },
  condition = { count = "trash", trait = "CB", min = 10 },
})
