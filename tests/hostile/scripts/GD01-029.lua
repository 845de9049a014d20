-- strict API (issue 18): card:on takes the table form, as every registration
-- does (docs/scripting.md): it loads, and triggers when this card is deployed.
card:on("deployed", {
  filter = function(e) return e.event_card == e.card end,
  run = function(e) e:draw(1) end,
})
