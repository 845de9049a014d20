-- ST04-012 Striker Pack
-- 【Burst】If you have no (Earth Alliance) Unit tokens in play, deploy 1 [Aile Strike Gundam]
-- ((Earth Alliance)･AP3･HP3･<Blocker>) Unit token.
-- 【Main】If you have no (Earth Alliance) Unit tokens in play, deploy 1 [Sword Strike Gundam]
-- ((Earth Alliance)･AP4･HP2･<Blocker>) or 1 [Launcher Strike Gundam]((Earth Alliance)･AP2･HP4･
-- <Blocker>) Unit token.

local function no_earth_alliance_tokens(e)
  return #e:units{ side = "your", token = true, trait = "Earth Alliance" } == 0
end

card:burst{
  condition = no_earth_alliance_tokens, -- else nothing to do: not offered (10-2-1)
  run = function(e) e:deploy_token("T-008") end,
}

card:main(function(e)
  if no_earth_alliance_tokens(e) then
    local which = e:choose_option("Deploy 1 Unit token",
                                  { "Sword Strike Gundam", "Launcher Strike Gundam" })
    e:deploy_token(which == 1 and "T-010" or "T-009")
  end
end)
