-- ST01-002 Gundam (MA Form)
-- 【When Paired･(White Base Team) Pilot】Draw 1.

card:when_paired(function(e)
  e:draw(1)
end, { pilot = { trait = "White Base Team" } })
