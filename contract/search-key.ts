/**
 * The search key of a text (docs/data.md#full-text-search): one spelling of a word whatever alphabet it was typed in.
 * The database computes it with `public.f_search_key` (migration 0018) for the search vectors and the searches; this is
 * the same function for what the web and the API do before a query (the gazetteer finds "Iraklio" as Ηράκλειο).
 * tests/api/jobs-search-alphabets.test.ts checks the two agree on every name of the gazetteer.
 */
export function searchKey(text: string): string {
  let t = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  // Greek to Latin letters: αυ/ευ sound af/ef before a voiceless consonant or at the end, else av/ev.
  t = t
    .replace(/([αε])υ(?=[θκξπστφχψ]|$)/g, "$1f")
    .replaceAll("αυ", "av")
    .replaceAll("ευ", "ev");
  t = t.replaceAll("ου", "u").replaceAll("θ", "th").replaceAll("ψ", "ps").replaceAll("ξ", "x").replaceAll("χ", "x");
  t = translate(t, "αβγδεζηικλμνοπρσςτυφω", "avgdeziiklmnoprsstifo");
  // The spellings Greeklish varies on, folded in Latin text as in Greek.
  t = t.replaceAll("ch", "x").replaceAll("kh", "x").replaceAll("ks", "x").replaceAll("ph", "f");
  t = translate(t, "yw", "io");
  t = t.replaceAll("ou", "u").replaceAll("ei", "i").replaceAll("oi", "i").replaceAll("ai", "e");
  t = t.replaceAll("mp", "b").replaceAll("mb", "b").replaceAll("nt", "d").replaceAll("nd", "d");
  t = t.replaceAll("gk", "g").replaceAll("ng", "g");
  t = t.replaceAll("b", "v");
  return t.replace(/([a-z])\1+/g, "$1");
}

/** SQL's translate(): each character of `from` becomes the one at the same place in `to`. */
function translate(text: string, from: string, to: string): string {
  let out = "";
  for (const character of text) {
    const at = from.indexOf(character);
    out += at === -1 ? character : to[at];
  }
  return out;
}
