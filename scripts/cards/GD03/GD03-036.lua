-- GD03-036 Ξ Gundam (Flight Form)
-- 【When Linked】Deal 1 damage to all enemy Units.

card:when_linked(function(e)
  e:damage_all(e:units{ side = "enemy" }, 1)
end)
