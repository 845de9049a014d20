-- typo-variant -- a test mode whose variant has a field no mode has, and a hook
-- that is not a function (tests/modes/house-rules.lua).
return extend("standard", {
  name = "typo-variant",
  variants = {
    short = { turn_cap = 20, opening_hnad = 4 },
  },
})
