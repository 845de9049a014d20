-- rest_it is done to the declared target: without one, the script does not load.
card:deploy{ rest_it = true }
