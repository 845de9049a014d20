-- hostile (issue 17, reach): rawset on the shared read-only tables (_G,
-- string, math, table) would change what every other script sees.  Refused.
card:deploy(function(e)
  local said = {}
  for _, t in ipairs{ _G, string, math, table, utf8 } do
    local ok, msg = pcall(rawset, t, "ipairs", 42)
    said[#said + 1] = ok and "accepted" or tostring(msg)
  end
  error(table.concat(said, " | "), 0)
end)
