-- GD05-006 Hashmal
-- 【Once per Turn】During your turn, when this Unit destroys an enemy card with battle damage, deploy
-- 1 [Pluma]((Calamity War)･AP2･HP1) Unit token.
-- This Unit gains the same number of <Repair 1> as the number of (Calamity War) Unit tokens you
-- have in play.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

local function pluma(e) e:deploy_token("T-027") end
local function my_turn(e) return e:my_turn() end

-- 1 and 2: one effect ("an enemy card": a Unit, or a shield area card), one use a turn
card:on("battle_destroyed", pluma, {
  once_per_turn = true, card = "self", condition = my_turn,
  filter = function(e) return e:matches(e.event_card2, { side = "enemy" }) end,
})
card:on("shield_area_destroyed", pluma, {
  once_per_turn = true, part_of = 1, source = "self", battle = true, card = { side = "enemy" },
  condition = my_turn,
})

card:constant{
  keywords = {
    repair = function(e) return e:count("battle", { side = "your", token = true, trait = "Calamity War" }) end,
  },
}
