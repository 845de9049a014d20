-- T-022 Wire-Guided Arm
-- This Unit can't be paired with a Pilot.

card:constant{ cant = { "be paired" } }
