-- ST07-001 Gundam Exia
-- At the end of your turn, if there are 7 or more (CB) cards in your trash, choose 1 of your
-- Resources. Set it as active.
-- 【When Paired】Place the top 2 cards of your deck into your trash. If you place a (CB) card with
-- this effect, draw 1.

card:turn_end{
  condition = { count = "trash", trait = "CB", min = 7 }, -- 10-2-1
  target = { "Choose 1 of your Resources", from = "resources" },
  run = function(e, resource) e:set_active(resource) end,
}

card:when_paired(function(e)
  -- Place the top 2 cards of your deck into your trash (fewer if the deck holds fewer).
  local placed_cb = false
  for _, c in ipairs(e:deck_top(2)) do
    if e:has_trait(c, "CB") then placed_cb = true end
    e:to_trash(c)
  end
  -- If you place a (CB) card with this effect, draw 1.
  if placed_cb then e:draw(1) end
end)
