-- GD04-021 Gundam Lfrith Thorn
-- <Breach 3> (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage
-- to the first card in that opponent's shield area.)
-- During your turn, when you play and activate a (Dawn of Fold) Command card using an EX
-- Resource, you may pair that card from your trash with one of your Units with "Gundam Lfrith" in
-- its card name.

-- <Breach 3> is printed: the core handles it.  The trigger resolves once the Command has
-- finished resolving and gone to the trash (3-4-4; the play holds the triggers until then), and
-- e.event_card names the card where it is now.
card:on("command_activated", function(e)
  local cmd = e.event_card
  if e:location(cmd) ~= "trash" then return end
  local unit = e:choose_one('You may pair that card with one of your Units with "Gundam Lfrith" in its card name',
                            e:units{ side = "your", name = "Gundam Lfrith", paired = false }, true)
  if unit then e:pair(cmd, unit) end
end, {
  text = "When you play and activate a (Dawn of Fold) Command card using an EX Resource, you may " ..
         "pair that card from your trash with one of your Units with \"Gundam Lfrith\" in its card name.",
  card = { side = "your", type = "command", trait = "Dawn of Fold" },
  condition = { turn = "your" },
  filter = function(e) return e.event_player == e.me and e.event_amount > 0 end,
})
