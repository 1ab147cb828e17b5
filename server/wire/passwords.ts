// The longest password any surface accepts (characters after NFKC). Argon2 has no length limit
// (bcrypt's is 72 bytes); this one only bounds the work per request. It sits below the
// configuration because request schemas that the web's type check reads use it (no Node imports).
export const PASSWORD_MAX_LENGTH = 1024;
