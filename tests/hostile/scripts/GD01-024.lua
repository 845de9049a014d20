-- hostile (issue 17, unclear reports): an error that is not a message.  The
-- report says what it is and where.
card:deploy(function(e)
  error({})
end)
