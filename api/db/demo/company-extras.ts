import type { Language } from "../../../contract/enums";
import type { CompanyKind } from "./roles";

/** What a company profile shows besides its about text: benefits, gallery and a few staff reviews. */
export type BenefitText = { title: string; description: string; icon: string };
export type GalleryText = { alt: string; caption: string };
export type ReviewText = {
  author: string;
  position: string;
  rating: number;
  title: string;
  content: string;
  verified: boolean;
};

export const BENEFITS: Record<Language, readonly BenefitText[]> = {
  en: [
    {
      icon: "home",
      title: "Staff accommodation",
      description: "Rooms in staff housing close to work, with air conditioning and Wi-Fi.",
    },
    {
      icon: "utensils",
      title: "Meals on duty",
      description: "Breakfast, lunch and dinner from our staff kitchen on every working day.",
    },
    {
      icon: "gift",
      title: "Season-end bonus",
      description: "Everyone who stays until the last day of the season gets a bonus.",
    },
    {
      icon: "graduation-cap",
      title: "Training",
      description: "Paid training before the season and a mentor in your first weeks.",
    },
    { icon: "bus", title: "Transport", description: "A staff bus between the village and work for every shift." },
    {
      icon: "heart",
      title: "Full insurance from day one",
      description: "Contracts registered on ERGANI and full EFKA insurance from your first day.",
    },
    {
      icon: "percent",
      title: "Staff discounts",
      description: "Discounts at our restaurants and partner businesses for you and your family.",
    },
    {
      icon: "calendar",
      title: "Rota two weeks ahead",
      description: "Your days off are planned two weeks ahead, and swaps are easy.",
    },
  ],
  gr: [
    {
      icon: "home",
      title: "Διαμονή προσωπικού",
      description: "Δωμάτια κοντά στον χώρο εργασίας, με κλιματισμό και Wi-Fi.",
    },
    {
      icon: "utensils",
      title: "Σίτιση",
      description: "Πρωινό, μεσημεριανό και βραδινό από την κουζίνα προσωπικού κάθε εργάσιμη μέρα.",
    },
    {
      icon: "gift",
      title: "Μπόνους σεζόν",
      description: "Όσοι μείνουν ως την τελευταία μέρα της σεζόν παίρνουν μπόνους.",
    },
    {
      icon: "graduation-cap",
      title: "Εκπαίδευση",
      description: "Πληρωμένη εκπαίδευση πριν τη σεζόν και μέντορας τις πρώτες εβδομάδες.",
    },
    { icon: "bus", title: "Μεταφορά", description: "Λεωφορείο προσωπικού από το χωριό για κάθε βάρδια." },
    {
      icon: "heart",
      title: "Πλήρης ασφάλιση από την πρώτη μέρα",
      description: "Αναγγελία στο ΕΡΓΑΝΗ και πλήρης ασφάλιση ΕΦΚΑ από την πρώτη μέρα εργασίας.",
    },
    {
      icon: "percent",
      title: "Εκπτώσεις προσωπικού",
      description: "Εκπτώσεις στα εστιατόριά μας και σε συνεργαζόμενες επιχειρήσεις.",
    },
    {
      icon: "calendar",
      title: "Πρόγραμμα δύο εβδομάδες νωρίτερα",
      description: "Τα ρεπό σας κανονίζονται δύο εβδομάδες πριν, και οι αλλαγές γίνονται εύκολα.",
    },
  ],
};

/** Demo gallery pictures, served from /images/demo/<key>.webp. */
export const GALLERY_IMAGES = [
  "terrace",
  "team",
  "kitchen",
  "beach",
  "room",
  "bar",
  "boat",
  "staff-housing",
  "pool",
  "breakfast",
] as const;
export type GalleryImage = (typeof GALLERY_IMAGES)[number];

export const GALLERY: Record<Language, Record<GalleryImage, GalleryText>> = {
  en: {
    terrace: { alt: "Tables on a terrace above the sea at sunset", caption: "Our terrace at sunset" },
    team: { alt: "The staff in uniform smiling in front of the entrance", caption: "The team on opening day" },
    kitchen: {
      alt: "A clean professional kitchen with cooks at work",
      caption: "The kitchen an hour before dinner service",
    },
    beach: { alt: "Sunbeds and umbrellas on a sandy beach", caption: "The beach in front of our doors" },
    room: { alt: "A white room with a double bed and a sea view", caption: "A room ready for guests" },
    bar: { alt: "A bar counter with bottles and cocktail glasses", caption: "The bar, ready for the evening" },
    boat: { alt: "A boat leaving a small harbour", caption: "Leaving the harbour at nine" },
    "staff-housing": {
      alt: "A small building with balconies among olive trees",
      caption: "Staff housing, five minutes' walk away",
    },
    pool: { alt: "A swimming pool with sunbeds in the morning light", caption: "The pool before the guests wake up" },
    breakfast: {
      alt: "A breakfast table with bread, cheese, honey and fruit",
      caption: "Breakfast with local produce",
    },
  },
  gr: {
    terrace: {
      alt: "Τραπέζια σε βεράντα πάνω από τη θάλασσα στο ηλιοβασίλεμα",
      caption: "Η βεράντα μας στο ηλιοβασίλεμα",
    },
    team: {
      alt: "Το προσωπικό με στολές χαμογελά μπροστά στην είσοδο",
      caption: "Η ομάδα μας την πρώτη μέρα της σεζόν",
    },
    kitchen: {
      alt: "Καθαρή επαγγελματική κουζίνα με μάγειρες στη δουλειά",
      caption: "Η κουζίνα μία ώρα πριν το βραδινό σέρβις",
    },
    beach: { alt: "Ξαπλώστρες και ομπρέλες σε αμμουδιά", caption: "Η παραλία μπροστά μας" },
    room: { alt: "Λευκό δωμάτιο με διπλό κρεβάτι και θέα στη θάλασσα", caption: "Δωμάτιο έτοιμο για τους επισκέπτες" },
    bar: { alt: "Πάγκος μπαρ με μπουκάλια και ποτήρια κοκτέιλ", caption: "Το μπαρ έτοιμο για το βράδυ" },
    boat: { alt: "Σκάφος βγαίνει από μικρό λιμάνι", caption: "Αναχώρηση από το λιμάνι στις εννιά" },
    "staff-housing": {
      alt: "Μικρό κτίριο με μπαλκόνια ανάμεσα σε ελιές",
      caption: "Τα σπίτια του προσωπικού, πέντε λεπτά με τα πόδια",
    },
    pool: { alt: "Πισίνα με ξαπλώστρες στο πρωινό φως", caption: "Η πισίνα πριν ξυπνήσουν οι επισκέπτες" },
    breakfast: { alt: "Τραπέζι πρωινού με ψωμί, τυρί, μέλι και φρούτα", caption: "Πρωινό με τοπικά προϊόντα" },
  },
};

export const GALLERY_BY_KIND: Record<CompanyKind, readonly GalleryImage[]> = {
  hotel: ["room", "pool", "breakfast", "team", "staff-housing"],
  resort: ["pool", "beach", "room", "team", "staff-housing"],
  restaurant: ["terrace", "kitchen", "team"],
  taverna: ["terrace", "kitchen", "team"],
  beachBar: ["beach", "bar", "team"],
  bar: ["bar", "terrace", "team"],
  cafe: ["breakfast", "terrace", "team"],
  tour: ["boat", "beach", "team"],
  cruise: ["boat", "room", "team"],
  camping: ["beach", "team", "staff-housing"],
  guesthouse: ["room", "breakfast", "terrace"],
};

/** Reviews by former seasonal staff, in the language of the company's profile. */
export const REVIEWS: Record<Language, readonly ReviewText[]> = {
  en: [
    {
      author: "Sophie Martin",
      position: "Receptionist",
      rating: 5,
      verified: true,
      title: "A team that looks after its people",
      content:
        "My second season here. Rotas come out on time, the housing is clean and the managers listen. I will be back next year.",
    },
    {
      author: "Lukas Becker",
      position: "Bartender",
      rating: 4,
      verified: true,
      title: "Hard work, fair pay",
      content:
        "August is intense, no doubt, but overtime was paid and tips were shared honestly. The staff room could be bigger.",
    },
    {
      author: "Emma Johansson",
      position: "Animator",
      rating: 5,
      verified: false,
      title: "Best summer of my life",
      content: "Great team, great guests, and I learned more in five months than in two years at university.",
    },
    {
      author: "Marco Rossi",
      position: "Cook",
      rating: 4,
      verified: true,
      title: "Good kitchen, good produce",
      content:
        "The chef is demanding but teaches a lot. Real ingredients, a proper kitchen, meals for staff every day.",
    },
    {
      author: "Hannah Clarke",
      position: "Waitress",
      rating: 3,
      verified: false,
      title: "Nice place, long shifts",
      content:
        "Lovely location and friendly colleagues. Split shifts in high season were tiring; ask about the rota before you sign.",
    },
    {
      author: "Tomasz Nowak",
      position: "Driver",
      rating: 4,
      verified: true,
      title: "Well organised",
      content: "Routes arrive the evening before, the vehicles are new and well kept. A good company to drive for.",
    },
    {
      author: "Chloé Dubois",
      position: "Spa therapist",
      rating: 5,
      verified: true,
      title: "Respect for our work",
      content: "Good products, a calm spa and commission on every treatment. The spa manager protects our breaks.",
    },
  ],
  gr: [
    {
      author: "Μαρία Παπαδοπούλου",
      position: "Σερβιτόρα",
      rating: 5,
      verified: true,
      title: "Σαν οικογένεια",
      content: "Τρίτη χρονιά εδώ. Πληρωμή στην ώρα της, ένσημα κανονικά και ιδιοκτήτες που σε σέβονται. Θα ξαναγυρίσω.",
    },
    {
      author: "Γιώργος Αντωνίου",
      position: "Μάγειρας",
      rating: 4,
      verified: true,
      title: "Καλή κουζίνα",
      content:
        "Δουλειά πολλή τον Αύγουστο, αλλά οργανωμένη. Καλά υλικά και σωστός σεφ. Το σπίτι του προσωπικού θέλει ανακαίνιση.",
    },
    {
      author: "Ελένη Κωνσταντίνου",
      position: "Υπάλληλος υποδοχής",
      rating: 5,
      verified: false,
      title: "Έμαθα πολλά",
      content:
        "Ήρθα για πρακτική και έμεινα όλη τη σεζόν. Η προϊσταμένη μου μού έμαθε τα πάντα για το PMS και την εξυπηρέτηση.",
    },
    {
      author: "Νίκος Δημητρίου",
      position: "Bartender",
      rating: 3,
      verified: true,
      title: "Ωραίο μαγαζί, κουραστικά ωράρια",
      content:
        "Καλή παρέα και καλά φιλοδωρήματα, αλλά οι βάρδιες τελείωναν πολύ αργά. Ρωτήστε για τα ρεπό πριν ξεκινήσετε.",
    },
    {
      author: "Κατερίνα Γεωργίου",
      position: "Καμαριέρα",
      rating: 4,
      verified: true,
      title: "Δίκαιοι άνθρωποι",
      content:
        "Σταθερό ωράριο, καθαρό δωμάτιο και φαγητό κάθε μέρα. Το μπόνους στο τέλος της σεζόν δόθηκε όπως είχε συμφωνηθεί.",
    },
    {
      author: "Σταύρος Νικολάου",
      position: "Ναυαγοσώστης",
      rating: 5,
      verified: false,
      title: "Άψογη οργάνωση",
      content: "Πάντα δύο άτομα σε βάρδια, σωστός εξοπλισμός και σεβασμός στη δουλειά μας.",
    },
    {
      author: "Αναστασία Ιωάννου",
      position: "Barista",
      rating: 4,
      verified: true,
      title: "Καλό περιβάλλον",
      content:
        "Ευέλικτο ωράριο που με βοήθησε με τη σχολή. Τον Αύγουστο δεν προλαβαίνεις να πάρεις ανάσα, αλλά αξίζει.",
    },
  ],
};
