-- GD03-002 The-O
-- <Repair 3> (the core handles it)
-- (At the end of your turn, this Unit recovers the specified number of HP.)
-- 【During Pair】When one of your other Units with <Repair> attacks, choose 1 enemy Unit whose Lv.
-- is equal to or lower than that Unit. Rest it.

card:on("attack", {
  during = "pair",
  card = { side = "your", keyword = "repair", other = true }, -- one of your other Units with <Repair>
  -- "that Unit": the attacking one, e.event_card
  target = { "Choose 1 enemy Unit whose Lv. is equal to or lower than the attacking Unit", side = "enemy",
             max_level = "event_card" },
  rest_it = true, -- Rest it.
})
