-- GD03-017 Kämpfer: scenario tests of scripts/cards/GD03/GD03-017.lua.
-- 【Burst】Choose 1 (Cyclops Team) Pilot card from your trash. Add it to your hand.
-- 【When Paired･(Cyclops Team) Pilot】All your (Cyclops Team) Units may choose an active enemy Unit
-- with 5 or less AP as their attack target during this turn.
--
-- Props: GD03-090 Mikhail Kaminsky ((Cyclops Team) Pilot, Lv.4), ST02-010 Heero Yuy (not),
-- GD03-027 Z'Gok E ((Cyclops Team) Unit, no text), ST01-005 GM (not (Cyclops Team)); enemy
-- active GD01-018 ReZEL (AP4), GD01-027 Big Zam (AP5), GD03-010 Full Armor Unicorn (AP6).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}},
                      battle = {{"GD03-017", as = "kampfer"}, {"GD03-027", as = "zgok"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"},
                                           {"GD03-010", as = "fa"}} } }
end

local function attack_key(g, a, t) return "attack " .. c(g, a) .. " " .. c(g, t) end

scenario({"13-2-9-2", "8-2-1"}, "GD03-017 Kämpfer 【When Paired･(Cyclops Team) Pilot】: (Cyclops Team) Units may attack active enemy Units with 5 or less AP",
         function()
  local g = board("GD03-090")
  g:expect_no_option(attack_key(g, "zgok", "rezel"))
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "kampfer"))
  g:expect_option(attack_key(g, "zgok", "rezel"))
  g:expect_option(attack_key(g, "zgok", "bigzam"))
  g:expect_no_option(attack_key(g, "zgok", "fa"))        -- AP6
  g:expect_option(attack_key(g, "kampfer", "bigzam"))
  g:expect_no_option(attack_key(g, "gm", "rezel"))       -- GM is not (Cyclops Team)
  g:choose(attack_key(g, "zgok", "rezel"))
  eq(g:loc("zgok"), "trash", "ReZEL (AP4) destroys Z'Gok E (HP3)")
  eq(g:loc("rezel"), "trash", "and Z'Gok E (AP3) ReZEL (HP3)")
  g:next_turn()
  g:next_turn()
  g:expect_no_option(attack_key(g, "kampfer", "bigzam"))  -- only during that turn
end)

scenario("13-2-9-2", "GD03-017 Kämpfer: a Pilot that is not (Cyclops Team) gives nothing", function()
  local g = board("ST02-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "kampfer"))
  g:expect_no_option(attack_key(g, "zgok", "rezel"))
  g:expect_no_option(attack_key(g, "kampfer", "rezel"))
end)

scenario("13-2-5-1", "GD03-017 Kämpfer 【Burst】: a (Cyclops Team) Pilot card from the trash to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-017", as = "kampfer"}},
                         trash = {{"GD03-090", as = "mikhail"}, {"ST01-010", as = "amuro"}, {"GD03-027", as = "zgok"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("mikhail"), "hand", "the only (Cyclops Team) Pilot card")
  eq(g:loc("amuro"), "trash")
  eq(g:loc("zgok"), "trash", "a (Cyclops Team) Unit card is not a Pilot card")
  eq(g:loc("kampfer"), "trash")
end)
