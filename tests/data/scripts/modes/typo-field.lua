-- typo-field -- a test mode with a misspelt field (tests/modes/house-rules.lua):
-- it must be refused with its file and line, not ignored.
return extend("standard", {
  name = "typo-field",
  sheilds = 8,
})
