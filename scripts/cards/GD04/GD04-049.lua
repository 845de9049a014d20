-- GD04-049 Gundam DX
-- <Suppression> (the core handles it)
-- 【During Pair】【Attack】If you are attacking the enemy player, you may choose 7 (Vulture) cards
-- from your trash. Exile them from the game. If you do, choose 1 enemy Unit/Base that is Lv.8 or
-- lower. Destroy it.

-- "If you are attacking the enemy player": this Unit's attack target is a player (8-2-1).
local function attacking_the_player(e)
  local attacker, target = e:battle()
  return attacker == e.unit and target == nil
end

card:attack{
  during = "pair",
  condition = attacking_the_player,
  run = function(e)
    if not attacking_the_player(e) then return end
    -- you may choose 7 (Vulture) cards from your trash: only with 7 to choose
    local vulture = e:cards("trash", { trait = "Vulture" })
    if #vulture < 7 or not e:may("Exile 7 (Vulture) cards from your trash to destroy an enemy "
                                 .. "Unit/Base that is Lv.8 or lower?") then
      return
    end
    local chosen = e:choose("Choose 7 (Vulture) cards from your trash", vulture, { min = 7, max = 7 })
    -- Exile them from the game (ruling: exiled cards go to the removal area, 5-12-1).
    local exiled = 0
    for _, c in ipairs(chosen) do
      e:remove(c)
      exiled = exiled + 1
    end
    if exiled < 7 then return end -- 5-20-1
    -- If you do, choose 1 enemy Unit/Base that is Lv.8 or lower. Destroy it.
    local cands = e:units{ side = "enemy", max_level = 8 }
    for _, base in ipairs(e:cards("base", { side = "enemy", max_level = 8 })) do
      cands[#cands + 1] = base
    end
    local target = e:choose_one("Choose 1 enemy Unit/Base that is Lv.8 or lower", cands)
    if target then e:destroy(target) end
  end,
}
