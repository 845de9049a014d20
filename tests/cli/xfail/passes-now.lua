-- A scenario marked expected_failure that passes: the run fails ("unexpectedly passed").
expected_failure("harness check: a bug fixed since", "1-1-1", "no longer failing", function()
  eq(1 + 1, 2)
end)
