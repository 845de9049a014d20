-- hostile: a 【Deploy】 that deploys a token whose script is read for the first
-- time (T-001, in the middle of this call), then asks for more memory than a
-- call may have, in blocks small enough to pass one at a time.  The call's
-- memory cap still holds after the token's script.
card:deploy(function(e)
  e:deploy_token("T-001")
  local t = {}
  for i = 1, 12000 do t[i] = string.rep("x", 4096) .. i end
  e:draw(#t)
end)
