-- this_to_hand is true or absent: false (or any other value) means the script does not load.
card:burst{ this_to_hand = false }
