import type { Language } from "../../../contract/enums";

/** Ready-made sentences of the demo data: cover letters, and what a posting says about housing and meals. */
export const COVER_LETTERS: Record<Language, readonly string[]> = {
  en: [
    "Hello, I would love to join your team this season. I have worked three summers in similar places and I can start whenever you need me.",
    "I am available for the whole season and I can bring references from my last two employers. Thank you for considering me.",
    "Your place was recommended to me by a friend who worked with you last year. I speak English, Greek and some German.",
  ],
  gr: [
    "Καλησπέρα σας, θα ήθελα πολύ να δουλέψω μαζί σας αυτή τη σεζόν. Έχω εμπειρία τριών καλοκαιριών και μπορώ να ξεκινήσω όποτε χρειαστείτε.",
    "Είμαι διαθέσιμη για όλη τη σεζόν και έχω συστάσεις από τους δύο τελευταίους εργοδότες μου. Ευχαριστώ για τον χρόνο σας.",
    "Μου σύστησε τη δουλειά σας ένας φίλος που εργάστηκε μαζί σας πέρσι. Μιλάω ελληνικά, αγγλικά και λίγα γερμανικά.",
  ],
};

/** Sentences a posting adds to its benefits for housing and meals (design section 7: what workers ask first). */
export const HOUSING_AND_MEALS: Record<
  Language,
  { accommodation: Record<"NONE" | "SHARED" | "PRIVATE", string>; meals: Record<"NONE" | "SOME" | "ALL", string> }
> = {
  en: {
    accommodation: {
      NONE: "Accommodation is not provided; we help you find a room nearby.",
      SHARED: "Shared accommodation in staff housing (two per room), bills included.",
      PRIVATE: "A private room in staff housing, bills included.",
    },
    meals: { NONE: "", SOME: "One meal on every shift.", ALL: "All meals on working days." },
  },
  gr: {
    accommodation: {
      NONE: "Δεν παρέχεται διαμονή· βοηθάμε να βρείτε δωμάτιο κοντά.",
      SHARED: "Κοινόχρηστη διαμονή στο σπίτι προσωπικού (δύο άτομα ανά δωμάτιο), με τους λογαριασμούς.",
      PRIVATE: "Ατομικό δωμάτιο στο σπίτι προσωπικού, με τους λογαριασμούς.",
    },
    meals: { NONE: "", SOME: "Ένα γεύμα σε κάθε βάρδια.", ALL: "Πλήρης σίτιση τις εργάσιμες ημέρες." },
  },
};
