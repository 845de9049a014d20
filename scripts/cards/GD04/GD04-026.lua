-- GD04-026 Garma's Dopp
-- 【Deploy】Look at the top card of your deck. Return it to the top of your deck or place it into
-- your trash.

card:deploy(function(e)
  local top = e:deck_top(1)[1]
  if not top then return end
  e:look{ top }
  if e:choose_option("The top card of your deck: " .. e:name(top),
                     { "Return it to the top of your deck", "Place it into your trash" }) == 2 then
    e:to_trash(top)
  end
end)
