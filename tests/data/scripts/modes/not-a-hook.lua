-- not-a-hook -- a test mode whose hook is not a function (tests/modes/house-rules.lua).
return extend("standard", {
  name = "not-a-hook",
  turn_end = true,
})
