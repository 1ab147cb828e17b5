// Paths the auth flows link to from outside the router (mail links, redirects).
export const RESET_PATH = "/passwort-zuruecksetzen";
export const SECOND_FACTOR_PATH = "/auth/zweiter-faktor";
