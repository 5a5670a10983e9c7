import type { Language, LanguageLevel, Role, SkillCategory, SkillLevel } from "../../../contract/enums";

/** The password of the four demo accounts (design section 12). */
export const DEMO_PASSWORD = "Seasonal-2026!";

export type DemoAccount = {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  phoneNumber: string;
  streetName: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  state: string;
  taxId: string;
  birthdate: string;
};

export const DEMO_ACCOUNTS = {
  employee: {
    email: "employee@demo.test",
    role: "EMPLOYEE",
    firstName: "Eleni",
    lastName: "Papadaki",
    language: "gr",
    phoneNumber: "+30 694 512 3344",
    streetName: "Leoforos Dikaiosynis",
    streetNumber: "21",
    zipCode: "71202",
    city: "Heraklion",
    state: "Crete",
    taxId: "123456789",
    birthdate: "1998-04-17",
  },
  company: {
    email: "company@demo.test",
    role: "COMPANY",
    firstName: "Nikos",
    lastName: "Markakis",
    language: "en",
    phoneNumber: "+30 28210 45120",
    streetName: "Akti Koundourioti",
    streetNumber: "8",
    zipCode: "73131",
    city: "Chania",
    state: "Crete",
    taxId: "998877665",
    birthdate: "1975-09-02",
  },
  newEmployee: {
    email: "newemployee@demo.test",
    role: "EMPLOYEE",
    firstName: "Anna",
    lastName: "Weber",
    language: "en",
    phoneNumber: "+49 151 2345 6789",
    streetName: "Ermou",
    streetNumber: "54",
    zipCode: "10563",
    city: "Athens",
    state: "Attica",
    taxId: "111222333",
    birthdate: "2003-06-30",
  },
  newCompany: {
    email: "newcompany@demo.test",
    role: "COMPANY",
    firstName: "Dimitris",
    lastName: "Kostopoulos",
    language: "gr",
    phoneNumber: "+30 22840 41000",
    streetName: "Odos Agiou Nikolaou",
    streetNumber: "3",
    zipCode: "84400",
    city: "Naoussa",
    state: "South Aegean",
    taxId: "555666777",
    birthdate: "1982-01-11",
  },
} as const satisfies Record<string, DemoAccount>;

/** employee@demo.test's company is this one; the other companies have owners that cannot sign in. */
export const DEMO_COMPANY_SLUG = "aegean-blue";

export type ExperienceSeed = {
  jobTitle: string;
  companyName: string;
  location: string;
  startDate: string;
  endDate: string | null;
  description: string;
};

export const DEMO_EMPLOYEE_PROFILE = {
  headline: "Waitress and barista, five summers on Crete",
  bio: "I grew up in Heraklion and have worked every summer since 2021 in tavernas, cafés and a five-star resort. I like busy services, I speak four languages and I am looking for a full season on Crete or in the Cyclades, ideally with accommodation.",
  location: "Heraklion, Crete",
  city: "Heraklion",
  experiences: [
    {
      jobTitle: "Waitress",
      companyName: "Ταβέρνα Το Λιμανάκι",
      location: "Rethymno",
      startDate: "2021-05-01",
      endDate: "2021-10-15",
      description: "Service for 80 covers on the harbour front; orders, wine suggestions and closing the till.",
    },
    {
      jobTitle: "Barista",
      companyName: "Καφέ Πλάτανος",
      location: "Agios Nikolaos",
      startDate: "2022-04-15",
      endDate: "2022-10-31",
      description: "Espresso bar and breakfast service; trained two new colleagues.",
    },
    {
      jobTitle: "Waitress",
      companyName: "Elounda Bay Palace Resort",
      location: "Elounda",
      startDate: "2023-05-01",
      endDate: "2024-10-31",
      description:
        "À la carte restaurant of a five-star resort, two seasons; guest birthdays and private dinners on the beach.",
    },
    {
      jobTitle: "Barista",
      companyName: "Café Koules",
      location: "Heraklion",
      startDate: "2025-11-01",
      endDate: null,
      description: "Winter job in a café by the Venetian harbour, weekends and evenings.",
    },
  ] satisfies ExperienceSeed[],
  skills: [
    { name: "Table service", level: "expert", category: "technical" },
    { name: "Espresso and latte art", level: "advanced", category: "technical" },
    { name: "POS and till systems", level: "intermediate", category: "technical" },
    { name: "Greek wines", level: "beginner", category: "other" },
    { name: "First aid", level: "intermediate", category: "other" },
    { name: "Teamwork", level: "expert", category: "soft_skills" },
    { name: "Handling complaints calmly", level: "advanced", category: "soft_skills" },
  ] satisfies { name: string; level: SkillLevel; category: SkillCategory }[],
  languages: [
    { language: "el", level: "native" },
    { language: "en", level: "advanced" },
    { language: "de", level: "intermediate" },
    { language: "it", level: "beginner" },
  ] satisfies { language: string; level: LanguageLevel }[],
  availabilityNotes: {
    season: "Full season, six days a week; I need accommodation outside Heraklion.",
    winter: "Weekends and evenings in Heraklion only.",
  },
};

/** Other job seekers who applied to the demo company's jobs (they have no password and cannot sign in). */
export const APPLICANTS: readonly {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  headline: string;
  city: string;
}[] = [
  {
    firstName: "Giorgos",
    lastName: "Antoniou",
    email: "giorgos.antoniou@applicants.demo.test",
    language: "gr",
    headline: "Μάγειρας με εμπειρία σε ξενοδοχεία",
    city: "Chania",
  },
  {
    firstName: "Sophie",
    lastName: "Martin",
    email: "sophie.martin@applicants.demo.test",
    language: "en",
    headline: "Receptionist, French and English",
    city: "Lyon",
  },
  {
    firstName: "Katerina",
    lastName: "Georgiou",
    email: "katerina.georgiou@applicants.demo.test",
    language: "gr",
    headline: "Καμαριέρα, τρεις σεζόν στη Ρόδο",
    city: "Rhodes",
  },
  {
    firstName: "Lukas",
    lastName: "Becker",
    email: "lukas.becker@applicants.demo.test",
    language: "en",
    headline: "Cocktail bartender",
    city: "Munich",
  },
  {
    firstName: "Maria",
    lastName: "Papadopoulou",
    email: "maria.papadopoulou@applicants.demo.test",
    language: "gr",
    headline: "Σερβιτόρα και barista",
    city: "Heraklion",
  },
  {
    firstName: "Marco",
    lastName: "Rossi",
    email: "marco.rossi@applicants.demo.test",
    language: "en",
    headline: "Chef de partie, Italian and Greek cuisine",
    city: "Bari",
  },
  {
    firstName: "Nikos",
    lastName: "Dimitriou",
    email: "nikos.dimitriou@applicants.demo.test",
    language: "gr",
    headline: "Night auditor, Opera PMS",
    city: "Athens",
  },
  {
    firstName: "Emma",
    lastName: "Johansson",
    email: "emma.johansson@applicants.demo.test",
    language: "en",
    headline: "Spa therapist and yoga teacher",
    city: "Gothenburg",
  },
  {
    firstName: "Anastasia",
    lastName: "Ioannou",
    email: "anastasia.ioannou@applicants.demo.test",
    language: "gr",
    headline: "Φοιτήτρια τουριστικών, για πρακτική",
    city: "Thessaloniki",
  },
  {
    firstName: "Tomasz",
    lastName: "Nowak",
    email: "tomasz.nowak@applicants.demo.test",
    language: "en",
    headline: "Driver, licence D and CPC",
    city: "Kraków",
  },
  {
    firstName: "Stavros",
    lastName: "Nikolaou",
    email: "stavros.nikolaou@applicants.demo.test",
    language: "gr",
    headline: "Ναυαγοσώστης και προπονητής κολύμβησης",
    city: "Chania",
  },
  {
    firstName: "Chloé",
    lastName: "Dubois",
    email: "chloe.dubois@applicants.demo.test",
    language: "en",
    headline: "Waitress, fluent in French, English and Spanish",
    city: "Marseille",
  },
];

/** Owners of the other demo companies (first and last name by the company's language). */
export const OWNER_NAMES: Record<Language, readonly [string, string][]> = {
  en: [
    ["Helen", "Carter"],
    ["James", "Whitfield"],
    ["Ingrid", "Larsen"],
    ["Paul", "Meyer"],
    ["Claire", "Fontaine"],
    ["Alexandros", "Vlachos"],
    ["Sarah", "Collins"],
    ["Yannis", "Stavrou"],
  ],
  gr: [
    ["Γιάννης", "Μαρκάκης"],
    ["Ευαγγελία", "Σταυράκη"],
    ["Μανώλης", "Τσακίρης"],
    ["Δέσποινα", "Λαμπράκη"],
    ["Κώστας", "Βασιλείου"],
    ["Αθηνά", "Καραγιάννη"],
    ["Παναγιώτης", "Ζαφειρίου"],
    ["Σοφία", "Αλεξίου"],
  ],
};
