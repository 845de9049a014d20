-- deploy_token = { "T-...", rested = true } takes no other field: a count is not declared.
card:deploy{ deploy_token = { "T-012", count = 2 } }
