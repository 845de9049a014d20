-- GD05-089 Master Asia
-- 【Burst】Add this card to your hand. If there are 3 or more (MF) cards in your trash, you may
-- deploy it as an (AP3･HP3) Unit instead. (Don't treat it as a Pilot.)
-- 【During Link】【Attack】If you have activated a (Special Move) Command card's 【Main】/【Action】
-- during this turn, choose 1 enemy Unit. Deal 2 damage to it.
--
-- Ruling (no rule covers a card treated as another type; as Q163 does for a Command paired as
-- a Pilot): deployed this way it is a Unit only while in the battle area -- AP 3, HP 3, its name,
-- colour, Lv 6, cost 1 and trait (Gundam Fighter) kept, no text (neither effect below applies
-- to it, and it has no link condition), not a Pilot (it is not paired, nothing counts it as a
-- Pilot).  Wherever it goes from there (trash, hand, deck, removed) it is the Pilot card again
-- (4-1-5).  e:deploy's as_unit, docs/scripting.md "Deploying a card as a Unit".

card:burst(function(e)
  if #e:cards("trash", { trait = "MF" }) >= 3 and
     e:may("Deploy Master Asia as an (AP3･HP3) Unit instead of adding it to your hand?") then
    e:deploy(e.card, { as_unit = { ap = 3, hp = 3 } })
    return
  end
  e:to_hand(e.card)
end)

-- "If you have activated ... during this turn" decides whether the effect does anything: a
-- condition (10-2-2, Q100).  Activated by you: a Command played from the hand or one whose
-- 【Main】 an effect activates (e:run_main), both "command_activated".
card:attack{
  during = "link",
  condition = function(e)
    return e:this_turn("command_activated", { side = "your", trait = "Special Move" }) > 0
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 2) end,
}
