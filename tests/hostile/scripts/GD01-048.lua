-- hostile (issue 17, hash order): a registration with many unknown options: the
-- load error names the least one (order.h), the same in every VM, whatever the
-- order of the keys' hashes.
local opts = { run = function(e) e:draw(1) end }
for i = 26, 1, -1 do opts[string.char(96 + i) .. "_bad"] = i end -- z_bad ... a_bad
card:deploy(opts)
