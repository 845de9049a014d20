-- GD05-046 Abyss Gundam (MA Mode)
-- 【When Paired･(Phantom Pain) Pilot】Choose 1 enemy player with 4 or more cards in their hand.
-- They discard 1.

-- Choose 1 of the players `cands` (choose_option takes up to 6 labels: more are paged).
local function choose_player(e, prompt, cands)
  while #cands > 1 do
    local labels, shown = {}, math.min(#cands, 6)
    if #cands > 6 then shown = 5 end
    for i = 1, shown do labels[i] = "P" .. cands[i] end
    if #cands > 6 then labels[6] = "Another player" end
    local k = e:choose_option(prompt, labels)
    if k <= shown then return cands[k] end
    local rest = {}
    for i = shown + 1, #cands do rest[#rest + 1] = cands[i] end
    cands = rest
  end
  return cands[1]
end

-- Ruling: a player is a target (10-2-2-1): with no enemy player holding 4 or more cards the effect
-- does not activate; with several (team, Battle Royale) you choose among them; they choose the card.
card:when_paired{
  pilot = { trait = "Phantom Pain" },
  run = function(e)
    local cands = {}
    for _, p in ipairs(e:opponents()) do
      if e:count("hand", p) >= 4 then cands[#cands + 1] = p end
    end
    if #cands == 0 then return end -- 10-2-2: no player to choose
    e:discard(1, choose_player(e, "Choose 1 enemy player with 4 or more cards in their hand", cands))
  end,
}
