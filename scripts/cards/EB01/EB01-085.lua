-- EB01-085 Kudelia Aina Bernstein & Isaribi
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, you may choose 1 active friendly blue
-- (G Generation) Unit and 1 enemy Unit. Rest them.

card:burst(function(e)
  e:deploy(e.card)
end)

-- Ruling: "you may" is asked once, for both (only when one of them can be chosen); then each is
-- chosen and both are rested together; with only one of them to choose, that one is still rested
-- (10-1-3, as EB01-072).
card:deploy(function(e)
  e:shield_to_hand()
  local mine = e:units{ side = "friendly", active = true, color = "Blue", trait = "G Generation" }
  local theirs = e:units{ side = "enemy" }
  if #mine == 0 and #theirs == 0 then return end
  if not e:may("Choose 1 active friendly blue (G Generation) Unit and 1 enemy Unit to rest?") then return end
  local a = e:choose_one("Choose 1 active friendly blue (G Generation) Unit", mine)
  local b = e:choose_one("Choose 1 enemy Unit", theirs)
  if a then e:rest(a) end
  if b then e:rest(b) end
end)
