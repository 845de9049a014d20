-- GD03-058 Farsia
-- This card in your trash gets cost -1.

card:constant{ zone = "trash", cost = -1 }
