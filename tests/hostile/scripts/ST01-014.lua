-- hostile: a Command whose function fails before it does anything.  Its text
-- names none of the methods that can refuse a legality check, so it is offered
-- without its function being run; played, the error is reported and the
-- Command does nothing.
card:main(function(e)
  error("went wrong before doing anything")
end)
