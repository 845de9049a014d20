-- hostile: a Command whose function fails before it does anything.  Its text
-- names none of the methods that can refuse a legality check, so it is offered
-- without its function being run; played, the error is reported and the
-- Command does nothing.  (Comments do not count: this one naming e:choose_one,
-- e:run_main and load is no call, nor is the long one below.)
--[==[ e:choose("Pick", e:units{}) ]==]
card:main(function(e)
  error("went wrong before doing anything") -- not e:choose_one
end)
