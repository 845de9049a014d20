-- hostile mode (issue 17, crashes): a mode hook calling e:run_main(), a card's
-- method (it used to index card -1).  Refused with an error, reported.
return extend("standard", {
  name = "hostile-run-main",
  summary = "hostile: a setup hook that calls e:run_main()",
  setup = function(e) e:run_main() end,
})
