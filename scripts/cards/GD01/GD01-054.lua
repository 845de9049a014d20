-- GD01-054 Duel Gundam
-- While this Unit has 5 or more AP, it gains <Breach 3>.

card:constant{
  condition = function(e) return e:ap(e.unit) >= 5 end,
  keywords = { breach = 3 },
}
