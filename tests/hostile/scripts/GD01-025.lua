-- hostile (issue 18, strict API): a misspelt option is a load error naming the
-- script and line (it used to be ignored: no 【Once per Turn】).
card:deploy(function(e) e:draw(1) end)
card:attack(function(e) e:draw(1) end, { once_per_trun = true })
