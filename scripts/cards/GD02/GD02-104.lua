-- GD02-104 Turning Point of History
-- 【Main】Look at the top 3 cards of your deck and return 1 to the top. Return the remaining
-- cards to the bottom of your deck. Then, if you have a (Newtype) Pilot in play, draw 1.

card:main(function(e)
  -- Look at the top 3 cards of your deck and return 1 to the top.
  local top3 = e:deck_top(3)
  e:look(top3)
  local keep = e:choose_one("Choose the card to return to the top of your deck", top3)
  -- Return the remaining cards to the bottom of your deck, in the order you choose.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= keep then rest[#rest + 1] = c end
  end
  if #rest == 2 then
    local first = e:choose_one("Choose the card to put on the bottom of your deck first", rest)
    if first == rest[2] then rest[1], rest[2] = rest[2], rest[1] end
  end
  for _, c in ipairs(rest) do e:to_deck(c, "bottom") end
  -- Then, if you have a (Newtype) Pilot in play, draw 1.
  for _, unit in ipairs(e:units{ side = "your", paired = true }) do
    local pilot = e:pilot(unit)
    if pilot and e:has_trait(pilot, "Newtype") then
      e:draw(1)
      return
    end
  end
end)
