-- GD02-076 Buster Gundam
-- While this Unit has 5 or more AP, it gains <Blocker>.

card:constant{
  condition = function(e) return e:ap(e.unit) >= 5 end,
  keywords = { "blocker" },
}
