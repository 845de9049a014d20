-- hostile (issue 18, strict API): an unknown keyword in a constant effect.
card:constant{ keywords = { "blocer" } }
