-- hostile (issue 17, hash order): keywords with many amounts that are not
-- keywords' amounts: the load error names the least one, in every VM.
card:constant{ keywords = { zeta = 1, mu = 2, kappa = 3, delta = 4, epsilon = 5, omega = 6,
                            beta = 7, gamma = 8, alpha = 9, sigma = 10, tau = 11, rho = 12 } }
