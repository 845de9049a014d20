-- EB01-017 Haro
-- 【Destroyed】If this Unit is destroyed with battle damage, you and the player who destroyed this
-- Unit draw 1.

card:destroyed(function(e)
  e:draw(1)
  if e.event_source then e:draw(1, e:owner(e.event_source)) end
end, { battle = true })
