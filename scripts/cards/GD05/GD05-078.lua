-- GD05-078 Gundam Deathscythe Hell (EW)
-- On the turn this Unit is deployed, it may choose a rested enemy Unit as its attack target and
-- attack it.

card:constant{ attack_units_on_deploy_turn = true }
