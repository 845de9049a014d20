-- deploy_token = { "T-...", rested = true }: rested must be true (or absent), not a string.
card:deploy{ deploy_token = { "T-012", rested = "yes" } }
