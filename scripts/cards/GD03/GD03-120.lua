-- GD03-120 Immortal Colasour
-- 【Main】During this turn, if a friendly (Superpower Bloc)/(UN) Unit destroys an enemy Unit with
-- battle damage, choose 1 rested friendly (Superpower Bloc)/(UN) Unit. Set it as active. It can't
-- attack during this turn.
-- 【Pilot】[Patrick Colasour] (the core lets it be paired as a Pilot)

card:main(function(e) e:grant_player_rule(e.me, 2, "turn") end)

-- 2: the effect it gives you for the turn (a delayed trigger)
card:on("battle_destroyed", function(e, target)
  e:set_active(target)
  e:forbid(target, "attack")
end, {
  condition = false,
  card = { side = "friendly", trait = { "Superpower Bloc", "UN" } },
  filter = function(e) return e:matches(e.event_card2, { side = "enemy" }) end,
  target = { "Choose 1 rested friendly (Superpower Bloc)/(UN) Unit", side = "friendly", rested = true,
             trait = { "Superpower Bloc", "UN" } },
})
