-- hostile (neighbour): a gmatch iterator made when the script loads keeps its
-- place from one call to the next.  Its upvalues are watched like the script's.
local next_word = string.gmatch("a b c d e f g h", "%a")
card:deploy(function(e)
  local w = next_word()
  e:draw(w and 1 or 0)
end)
