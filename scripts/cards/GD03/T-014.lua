-- T-014 Ad Balloon
-- This Unit can't be set as active or paired with a Pilot.

card:constant{ cant = { "be set active", "be paired" } }
