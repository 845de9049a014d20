-- A declared token before a function (a token may ask: a full battle area), and then_if with
-- no action before it: neither loads.
card:deploy{ deploy_token = "T-021", run = function(e) e:draw(2) end }
