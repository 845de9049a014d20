-- GD04-085 Suletta Mercury: 【Burst】Add this card to your hand.  【During Link】【Once per Turn】When
-- you play and activate an (Academy) Command card using an EX Resource, if you have no remaining
-- EX Resources, place 1 rested EX Resource.
-- Props: GD01-070 Gundam Aerial (link [Suletta Mercury]), GD04-020 Gundam Lfrith Ur (no link to
-- her), GD01-119 Iron-Fisted Discipline ((Academy) Command, Lv2 cost 1: AP-2 to an enemy Unit
-- Lv.4 or lower), GD05-118 Incendiary Spark (a Command with no trait), ST01-005 GM.

local function ex_resources(g, p)
  local out = {}
  for _, id in ipairs(g:cards(p, "resources")) do
    if g:number(id) == "EXR-001" then out[#out + 1] = id end
  end
  return out
end

local function board(unit, ex, hand)
  return game{ p1 = { deck = 10, resources = {4, ex = ex}, hand = hand,
                      battle = {{unit, pilot = "GD04-085", as = "unit"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} } }
end

-- (【Once per Turn】 is not tested here: the EX Resource she places stays, so "no remaining EX
-- Resources" cannot hold a second time in the turn without something removing it.)
scenario({"7-5-2-2-3", "5-17-3-2-3"}, "GD04-085 Suletta Mercury: the last EX Resource spent on an (Academy) Command: a rested one placed",
         function()
  local g = board("GD01-070", 1, {{"GD01-119", as = "ifd"}})
  eq(g:linked("unit"), true)
  g:choose("play " .. c(g, "ifd") .. " ex1")
  g:choose(c(g, "gm"))
  eq(g:loc("ifd"), "trash")
  local ex = ex_resources(g, 1)
  eq(#ex, 1, "a new EX Resource")
  eq(g:rested(ex[1]), true, "placed rested")
end)

scenario({"7-5-2-2-3", "10-1-6-2"}, "GD04-085 Suletta Mercury: not with an EX Resource left, not without one spent, not for a Command not (Academy)",
         function()
  local g = board("GD01-070", 2, {{"GD01-119", as = "ifd"}})
  g:choose("play " .. c(g, "ifd") .. " ex1")
  g:choose(c(g, "gm"))
  eq(#ex_resources(g, 1), 1, "one EX Resource remains: none placed")
  local h = board("GD01-070", 1, {{"GD01-119", as = "ifd"}, {"GD05-118", as = "spark"}})
  h:choose("play " .. c(h, "ifd"))    -- paid with a normal Resource
  h:choose(c(h, "gm"))
  eq(#ex_resources(h, 1), 1, "no EX Resource used: none placed")
  h:choose("play " .. c(h, "spark") .. " ex1")
  h:choose(c(h, "gm2"))
  eq(h:loc("spark"), "trash")
  eq(#ex_resources(h, 1), 0, "not an (Academy) Command: none placed")
end)

scenario({"13-2-12-1"}, "GD04-085 Suletta Mercury: 【During Link】: paired with a Unit she does not link with, nothing",
         function()
  local g = board("GD04-020", 1, {{"GD01-119", as = "ifd"}})
  eq(g:linked("unit"), false)
  g:choose("play " .. c(g, "ifd") .. " ex1")
  g:choose(c(g, "gm"))
  eq(g:loc("ifd"), "trash")
  eq(#ex_resources(g, 1), 0)
end)
