-- hostile (issue 17, determinism): memory addresses read through tostring and
-- string.format (%s of a table or function, %p).  An address differs from VM
-- to VM (gcg sim --jobs N has one per thread), so scripts get the type's name
-- instead; a __tostring of the script's own still answers.  The effect reports
-- what it saw.
card:deploy(function(e)
  local f = function() end
  local named = setmetatable({}, { __name = "Named" })
  local shown = setmetatable({}, { __tostring = function() return "mine" end })
  error(table.concat({
    tostring({}), tostring(f), tostring(print), tostring(named), tostring(shown),
    string.format("%s %s %p %8p|%-6p|", {}, f, {}, "x", 1),
    ("%s %s %d%%"):format(shown, nil, 7),
  }, " / "), 0)
end)
