import { sha256 } from '../../lib/crypto';
import { vietnameseMobileE164 } from '../../lib/vietnamese-mobile';

/**
 * The e-mail as one person has it: lower case, no "+tag", and for Gmail no dots (Gmail delivers
 * a.b+x@gmail.com to ab@gmail.com), so a second account of the same mailbox is the same person.
 */
export function normalisedEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.split('+')[0]!;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? bare.replaceAll('.', '') : bare}@${gmail ? 'gmail.com' : domain}`;
}

/** The hashes a referral is claimed under: one reward per e-mail and one per phone number. */
export function identityHashes(user: { email: string | null; phoneNumber: string | null }): string[] {
  const hashes: string[] = [];
  if (user.email) hashes.push(sha256(`email:${normalisedEmail(user.email)}`));
  const phone = user.phoneNumber ? vietnameseMobileE164(user.phoneNumber) : undefined;
  if (phone) hashes.push(sha256(`phone:${phone}`));
  return hashes;
}

/** The two accounts belong to one person: same mailbox or same mobile number. */
export function samePerson(
  a: { email: string | null; phoneNumber: string | null },
  b: { email: string | null; phoneNumber: string | null },
): boolean {
  const theirs = new Set(identityHashes(b));
  return identityHashes(a).some((hash) => theirs.has(hash));
}
