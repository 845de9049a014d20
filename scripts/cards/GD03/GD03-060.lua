-- GD03-060 CGS Mobile Worker (Commander Type)
-- 【Once per Turn】During your turn, when this Unit receives effect damage, deploy 1 rested
-- [CGS Mobile Worker]((Tekkadan)･AP1･HP1) Unit token.

card:on("damaged", function(e) e:deploy_token("T-015", { rested = true }) end, {
  once_per_turn = true, card = "self", battle = false,
  condition = { turn = "your" },
})
