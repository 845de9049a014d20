-- hostile: an error in each kind of trigger
card:deploy(function(e) error("deploy went wrong") end)
card:attack(function(e) error("attack went wrong") end)
card:destroyed(function(e) error("destroyed went wrong") end)
card:when_paired(function(e) error("paired went wrong") end)
card:turn_end(function(e) error("end of turn went wrong") end)
card:turn_start(function(e) error("start of turn went wrong") end, { any_turn = true })
card:activate_main{ run = function(e) e:draw(1) error("activated went wrong") end }
