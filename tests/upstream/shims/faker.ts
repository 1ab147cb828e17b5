// Stand-in for `@faker-js/faker`, which the upstream auth-js tests import but we do not install:
// the few generators they call, random enough that parallel runs never collide.
import crypto from "node:crypto";

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function alphanumeric(length = 1): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)];
  return out;
}

function domainName(): string {
  return `${alphanumeric(10).toLowerCase()}.example.com`;
}

export const faker = {
  string: { alphanumeric },
  internet: {
    email: () => `user.${crypto.randomUUID()}@${domainName()}`,
    // faker's default is 15 characters; random letters and digits pass any strength check.
    password: () => `${alphanumeric(15)}Aa1!`,
    domainName,
  },
  image: {
    avatarGitHub: () => `https://avatars.githubusercontent.com/u/${crypto.randomInt(1, 99_999_999)}`,
    url: () => `https://picsum.photos/seed/${alphanumeric(8)}/640/480`,
  },
};

export default { faker };
