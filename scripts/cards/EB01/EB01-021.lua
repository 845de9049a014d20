-- EB01-021 Build Strike Gundam (Full Package) (EX)
-- <Breach 4> (the core handles it)
-- 【When Paired･(G Generation) Pilot】If there are 2 or more (G Generation) Unit cards in your trash,
-- place 1 rested Resource.

local two_in_trash = { count = "trash", type = "unit", trait = "G Generation", min = 2 }

card:when_paired{
  pilot = { trait = "G Generation" },
  condition = two_in_trash,
  run = function(e)
    if e:count("trash", { type = "unit", trait = "G Generation" }) >= 2 then
      e:place_resource{ rested = true }
    end
  end,
}
