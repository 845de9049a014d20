-- GD03-054 Zeydra: scenario tests of scripts/cards/GD03/GD03-054.lua.
-- 【When Paired･(X-Rounder) Pilot】You may choose 4 (Vagan) cards from your trash. Exile them from
-- the game. If you do, choose 1 enemy Unit that is Lv.4 or lower. Destroy it.
--
-- Props: GD02-088 Flit Asuno ((X-Rounder) Pilot, Lv.3; no link here), ST02-010 Heero Yuy (not
-- (X-Rounder)), GD03-065 Zedas M ((Vagan) card); enemy GD01-018 ReZEL (Lv.3), GD01-027 Big Zam (Lv.7).

local function board(pilot, trash)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}}, trash = trash,
                      battle = {{"GD03-054", as = "zeydra"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

local VAGAN5 = {"GD03-065", "GD03-065", "GD03-065", "GD03-065", "GD03-065"}

scenario({"13-2-9-2", "5-12-1", "5-20-1"}, "GD03-054 Zeydra 【When Paired･(X-Rounder) Pilot】: exile 4 (Vagan) cards, destroy an enemy Lv.4 or lower",
         function()
  local g = board("GD02-088", VAGAN5)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zeydra"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 4, max = 4 }
  g:choose{1, 2, 3, 4}
  g:expect_count(1, "removal", 4)
  g:expect_count(1, "trash", 1)
  eq(g:loc("rezel"), "trash", "the only enemy Unit of Lv.4 or lower")
  eq(g:loc("bigzam"), "battle")
end)

scenario("10-1-3", "GD03-054 Zeydra: declined, nothing exiled, nothing destroyed", function()
  local g = board("GD02-088", VAGAN5)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zeydra"))
  g:choose("no")
  g:expect_count(1, "trash", 5)
  eq(g:loc("rezel"), "battle")
end)

scenario("5-20-1", "GD03-054 Zeydra: 3 (Vagan) cards, nothing happens", function()
  local g = board("GD02-088", {"GD03-065", "GD03-065", "GD03-065", "ST01-005"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zeydra"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "trash", 4)
  eq(g:loc("rezel"), "battle")
end)

scenario("13-2-9-2", "GD03-054 Zeydra: a Pilot that is not (X-Rounder), nothing", function()
  local g = board("ST02-010", VAGAN5)
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "zeydra"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("rezel"), "battle")
end)
