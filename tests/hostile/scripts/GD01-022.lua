-- hostile (issue 17, unclear reports): an endless loop of legal effects.  Its
-- 【Deploy】 rests it; "rested" sets it active; "set_active" rests it again ...
-- with no question ever asked.  The game ends, naming this card.
card:deploy(function(e) e:rest(e.card) end)
card:on("rested", function(e) e:set_active(e.card) end,
        { filter = function(e) return e.event_card == e.card end })
card:on("set_active", { filter = function(e) return e.event_card == e.card end,
                        run = function(e) e:rest(e.card) end })
