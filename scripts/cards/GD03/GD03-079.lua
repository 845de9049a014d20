-- GD03-079 G-Defenser
-- When you rest your Base with one of your Units' effects, you may rest this Unit instead.

card:constant{
  rest_instead = function(e, rested, source)
    return e:location(rested) == "base section" and e:owner(rested) == e.me and source ~= -1
      and (e:matches(source, { side = "your", type = "unit" }) or e:matches(source, { side = "your", type = "pilot" }))
  end,
}
