-- ST01-015 White Base
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：Deploy 1 [Gundam]((White Base Team)･AP3･HP3)
-- Unit token if you have no Units in play, deploy 1 [Guncannon]((White Base Team)･AP2･HP2)
-- Unit token if you have only 1 Unit in play, or deploy 1 [Guntank]((White Base Team)･AP1･HP1)
-- Unit token if you have 2 or more Units in play.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  cost = 2, once_per_turn = true,
  run = function(e)
    local units = #e:units{ side = "your" }
    if units == 0 then
      e:deploy_token("T-001")
    elseif units == 1 then
      e:deploy_token("T-002")
    else
      e:deploy_token("T-003")
    end
  end,
}
