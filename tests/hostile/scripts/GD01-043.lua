-- hostile: a 【Deploy】 that deploys a list of tokens with a Unit card (not a token) in it.
-- The whole call is refused before any token is made: nothing is deployed.
card:deploy(function(e)
  e:deploy_token({ "T-019", "ST01-005" }, { rested = true })
end)
