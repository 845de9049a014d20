-- GD02-021 Gundam AGE-1 Normal: 【Deploy】You may discard 1 green (Earth Federation) Unit card. If
-- you do, place 1 EX Resource. Then, if you are Lv.7 or higher, draw 1.

local function ex_count(g)
  local n = 0
  for _, id in ipairs(g:cards(1, "resources")) do
    if g:number(id) == "EXR-001" then n = n + 1 end
  end
  return n
end

scenario({"13-2-6-1", "5-20-1"}, "GD02-021 Gundam AGE-1 Normal: discard a green (Earth Federation) Unit, place an EX Resource",
         function()
  local g = game{ p1 = { deck = 10, resources = 3,
                         hand = {{"GD02-021", as = "age1"}, {"GD02-030", as = "genoace"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "age1"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_no_option(c(g, "gm"))          -- blue
  g:choose(c(g, "genoace"))
  g:expect_loc("genoace", "trash")
  eq(ex_count(g), 1, "an EX Resource")
  g:expect_count(1, "hand", 1)            -- Lv.4 with the EX Resource: no draw
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-021 Gundam AGE-1 Normal: Lv.7, no discard -- still draws 1 (Then)", function()
  local g = game{ p1 = { deck = 10, resources = 7,
                         hand = {{"GD02-021", as = "age1"}, {"GD02-030", as = "genoace"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "age1"))
  g:choose({})
  eq(ex_count(g), 0)
  g:expect_count(1, "hand", 2)            -- Genoace + the draw
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-021 Gundam AGE-1 Normal: Lv.6 + the new EX Resource = Lv.7, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-021", as = "age1"}, {"GD02-030", as = "genoace"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "age1"))
  g:choose(c(g, "genoace"))
  eq(ex_count(g), 1)
  g:expect_count(1, "hand", 1)            -- the draw
end)
