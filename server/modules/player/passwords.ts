import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing: argon2id (the library default) with its recommended cost
 * (19 MiB, 2 passes, 1 lane). Hashes are PHC strings ("$argon2id$v=19$m=19456,t=2,p=1$…").
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;
let verifications = 0;

/** How many password hashes this process has verified, the dummy ones included. */
export function passwordVerificationCount(): number {
  return verifications;
}

/**
 * Verifies a password. With no stored hash (unknown e-mail, no password set) it still verifies
 * against a dummy hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  verifications += 1;
  if (!stored) {
    dummyHash ??= hash("dummy password that never matches anything");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
