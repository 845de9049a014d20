-- hostile (issue 17, crashes): changing what the script registered at effect
-- time, then e:run_main().  The engine copied what it needs when the script
-- loaded: the registrations are out of reach (card.effects does not exist),
-- the options table is read-only, and e:run_main runs the 【Main】 registered
-- (it draws 2).
local main_opts = { run = function(e) e:draw(2) end }
card:main(main_opts)
card:deploy(function(e)
  pcall(function() card.effects[1].kind = nil end)
  pcall(function() for i = 1, 40 do card.effects[#card.effects + 1] = {} end end)
  pcall(function() main_opts.run = function(e2) e2:draw(5) end end)
  pcall(function() main_opts.target = 5 end)
  e:run_main()
end)
