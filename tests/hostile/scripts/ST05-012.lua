-- A declared action whose token is no token's card number (a Unit's): the script does not load.
card:deploy{ deploy_token = "ST01-001" }
