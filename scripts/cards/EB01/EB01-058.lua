-- EB01-058 Extreme Gundam
-- If there are 2 or more enemy players, this Unit gains <Blocker>.

card:constant{
  condition = function(e) return #e:opponents() >= 2 end,
  keywords = { "blocker" },
}
