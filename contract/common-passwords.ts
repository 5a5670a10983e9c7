/**
 * The most common passwords of public breach corpora (NCSC "100k most used", SecLists top lists), lower case.
 * Most fail the character rules anyway; they are here because people dress them up to pass them
 * ("Password1!", "Qwerty123!", "P@ssw0rd"), and `isCommonPassword` strips that dressing before comparing.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  "123456", "password", "123456789", "12345678", "12345", "qwerty", "1234567", "111111", "1234567890",
  "123123", "abc123", "1234", "password1", "iloveyou", "1q2w3e4r", "000000", "qwerty123", "zaq12wsx",
  "dragon", "sunshine", "princess", "letmein", "654321", "monkey", "1qaz2wsx", "123321", "qwertyuiop",
  "superman", "asdfghjkl", "trustno1", "football", "baseball", "welcome", "admin", "master", "shadow",
  "michael", "jordan", "hunter", "ashley", "bailey", "passw0rd", "charlie", "jennifer", "michelle",
  "jessica", "pepper", "daniel", "access", "joshua", "maggie", "starwars", "silver", "william", "dallas",
  "yankees", "hello", "amanda", "orange", "biteme", "freedom", "computer", "thomas", "nicole", "ginger",
  "heather", "hammer", "summer", "corvette", "taylor", "austin", "matrix", "minecraft", "buster", "soccer",
  "hockey", "killer", "george", "andrew", "charles", "robert", "mustang", "whatever", "qazwsx", "asdfgh",
  "zxcvbnm", "zxcvbn", "qwer", "asdf", "loveme", "lovely", "flower", "samsung", "google", "liverpool",
  "chelsea", "arsenal", "secret", "changeme", "login", "administrator", "test", "guest", "abcd", "abcdef",
  "abc", "qwe", "qwert", "aaaaaa", "azerty", "solo", "love", "iloveu", "babygirl", "chocolate", "cheese",
];

const COMMON = new Set(COMMON_PASSWORDS);

// Undo the usual letter-for-symbol swaps, so "P@ssw0rd" and "Pa$$word" meet "password".
const LEET: Record<string, string> = { "@": "a", "4": "a", "3": "e", "0": "o", "1": "i", "!": "i", $: "s", "5": "s", "7": "t" };

/**
 * True when the password is a common one, as typed or once case, leading/trailing digits and symbols and
 * symbol-for-letter swaps are taken away. A passphrase that merely contains a common word passes.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const withoutTail = lower.replace(/[^\p{L}]+$/u, "");
  const core = withoutTail.replace(/^[^\p{L}]+/u, "");
  // "1loveyou!": the leading 1 is a swapped letter, the trailing ! is decoration.
  const candidates = [lower, core, unswap(lower), unswap(core), unswap(withoutTail)];
  return candidates.some((candidate) => candidate !== "" && COMMON.has(candidate));
}

function unswap(value: string): string {
  return value.replace(/[@43015$7!]/g, (character) => LEET[character] ?? character);
}
