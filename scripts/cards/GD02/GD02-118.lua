-- GD02-118 Heart Set on Revenge
-- 【Action】Choose 1 enemy Unit with 4 or less HP battling a friendly Unit with <Blocker>. Return
-- it to its owner's hand.
-- 【Pilot】[Ein Dalton] (the core lets it be paired as a Pilot)

-- "with 4 or less HP": its HP now (damage taken off); "with <Blocker>": the friendly Unit has
-- <Blocker> now (it need not have blocked).
card:action(function(e)
  local attacker, attacked = e:battle()
  local cands = {}
  if attacker and attacked then
    -- the two Units of this battle: an enemy one battling a friendly one with <Blocker>
    if e:matches(attacker, { side = "enemy", max_hp = 4 })
       and e:matches(attacked, { side = "friendly", keyword = "blocker" }) then
      cands[1] = attacker
    elseif e:matches(attacked, { side = "enemy", max_hp = 4 })
       and e:matches(attacker, { side = "friendly", keyword = "blocker" }) then
      cands[1] = attacked
    end
  end
  local target = e:choose_one("Choose 1 enemy Unit with 4 or less HP battling a friendly Unit with <Blocker>",
                              cands)
  if target then e:to_hand(target) end
end)
