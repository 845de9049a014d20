-- hostile (neighbour): memory kept from loading: a script that builds 20 MiB
-- of tables when it loads, to hold them for the VM's life (1,000 such cards
-- would hold 20 GiB).  What one script keeps once loaded is capped: it does not load.
local hoard = {}
for i = 1, 100 do hoard[i] = string.rep("x", 200000) .. i end
card:deploy(function(e) e:draw(#hoard) end)
