-- EB01-059 Psycho Zaku
-- 【During Link】【Attack】【Once per Turn】All players each choose 1 of their Resources. Set them as
-- active.

card:attack{
  during = "link",
  once_per_turn = true,
  run = function(e)
    -- every player still in the game who has a Resource: you first, then your teammates and your
    -- opponents in seat order; each chooses among their own (an EX Resource is a Resource too); all
    -- are set as active once everyone has chosen
    local in_game = { [e.me] = true }
    for _, p in ipairs(e:opponents()) do in_game[p] = true end
    for _, r in ipairs(e:cards("resources", { side = "friendly" })) do in_game[e:owner(r)] = true end
    local by_player = {}
    for _, r in ipairs(e:cards("resources", { side = "any" })) do
      local p = e:owner(r)
      if in_game[p] then
        by_player[p] = by_player[p] or {}
        table.insert(by_player[p], r)
      end
    end
    local order = { e.me }
    for p = 1, 8 do
      if p ~= e.me and by_player[p] then order[#order + 1] = p end
    end
    local chosen = {}
    for _, p in ipairs(order) do
      if by_player[p] then
        local got = e:choose("Choose 1 of your Resources to set as active", by_player[p], { player = p })
        chosen[#chosen + 1] = got[1]
      end
    end
    for _, r in ipairs(chosen) do e:set_active(r) end
  end,
}
