-- TEST-AU-001 Unit Form Test Command (test card, tests/data/cards/as-unit.json)
-- 【Main】Deploy this card as an (AP1･HP2) Unit -- once every bad use of e:deploy's as_unit has
-- been refused with its message (tests/rules/api-as-unit.lua).

local bad = {
  { { as_unit = 3 }, "as_unit must be a table" },
  { { as_unit = { ap = 3 } }, "as_unit needs ap (0 to 99) and hp (1 to 99)" },
  { { as_unit = { ap = 3, hp = 0 } }, "as_unit needs ap (0 to 99) and hp (1 to 99)" },
  { { as_unit = { ap = 100, hp = 3 } }, "as_unit needs ap (0 to 99) and hp (1 to 99)" },
  { { as_unit = { ap = 3, hp = 3, level = 2 } }, "unknown option 'level'" },
  { { as_unit = { ap = "3", hp = 3 } }, "option ap must be a whole number" },
  { { as_unit = { ap = 3, hp = 3 }, cost = 1 }, "unknown option 'cost'" },
}

card:main(function(e)
  for _, b in ipairs(bad) do
    local fine, msg = pcall(e.deploy, e, e.card, b[1])
    if fine or not tostring(msg):find(b[2], 1, true) then return end
  end
  -- A Unit cannot be deployed "as a Unit": an error naming it.
  local gm = e:units{ side = "your" }[1]
  local fine, msg = pcall(e.deploy, e, gm, { as_unit = { ap = 1, hp = 1 } })
  if fine or not tostring(msg):find("as_unit deploys a Pilot or Command card as a Unit; ST01-005 is a Unit", 1, true) then
    return
  end
  e:deploy(e.card, { as_unit = { ap = 1, hp = 2 } })
end)
