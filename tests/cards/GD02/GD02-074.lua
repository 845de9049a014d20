-- GD02-074 Gundam Aerial Rebuild: 【During Pair】While there are 4 or more Command cards in your
-- trash, this Unit gains <Blocker>.

scenario({"13-2-12-1", "10-1-5-1"}, "GD02-074 Aerial Rebuild: paired, 4 Commands in the trash: <Blocker>", function()
  local g = game{ p1 = { deck = 10, trash = {"GD02-117", "GD02-118", "GD02-119", "GD02-120"},
                         battle = {{"GD02-074", pilot = "GD01-089", as = "aerial"}} },
                  p2 = { deck = 10 } }
  ok(g:keyword("aerial", "blocker"))
  ok(g:keyword("aerial", "high-maneuver"), "its printed <High-Maneuver>")
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-074 Aerial Rebuild: 3 Commands, or no Pilot: no <Blocker>", function()
  local g = game{ p1 = { deck = 10, trash = {"GD02-117", "GD02-118", "GD02-119", "ST01-005"},
                         battle = {{"GD02-074", pilot = "GD01-089", as = "aerial"}} },
                  p2 = { deck = 10 } }
  ok(not g:keyword("aerial", "blocker"))
  g = game{ p1 = { deck = 10, trash = {"GD02-117", "GD02-118", "GD02-119", "GD02-120"},
                   battle = {{"GD02-074", as = "aerial"}} },
            p2 = { deck = 10 } }
  ok(not g:keyword("aerial", "blocker"))
end)
