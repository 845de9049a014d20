-- hostile: a 【Deploy】 that deploys a token whose script is read for the first
-- time (T-001, in the middle of this call), then asks for more memory than a
-- call may have.  The call's memory cap still holds after the token's script.
card:deploy(function(e)
  e:deploy_token("T-001")
  local big = string.rep("x", 48 * 1024 * 1024)
  e:draw(#big)
end)
