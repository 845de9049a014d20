-- hostile: a 【Deploy】 that gives a list of tokens and a count too.
card:deploy(function(e)
  e:deploy_token({ "T-019", "T-018" }, { count = 2 })
end)
