-- hostile (issue 17, crashes): the reproducer as it was, without pcall:
-- card.effects[1].kind = nil, then e:run_main().  An error, reported.
card:main(function(e) e:draw(1) end)
card:deploy(function(e)
  card.effects[1].kind = nil
  e:run_main()
end)
