-- EB01-009 Gundam Full Armor (Thunderbolt) (EX)
-- 【Deploy】All enemy players each choose 1 of their active Units. Rest them.

card:deploy(function(e)
  -- each enemy player chooses among their own active Units (one with none chooses nothing);
  -- all the chosen Units are rested together once everyone has chosen
  local chosen = {}
  for _, p in ipairs(e:opponents()) do
    local theirs = {}
    for _, u in ipairs(e:units{ side = "enemy", active = true }) do
      if e:owner(u) == p then theirs[#theirs + 1] = u end
    end
    if #theirs > 0 then
      local got = e:choose("Choose 1 of your active Units to rest", theirs, { player = p })
      chosen[#chosen + 1] = got[1]
    end
  end
  for _, u in ipairs(chosen) do e:rest(u) end
end)
