/**
 * Real places of Greek tourism with their coordinates (WGS 84, town centre or beach). `city` and `area` are the
 * canonical Latin names stored in jobs.city / jobs.area so filters work the same for Greek and English posts;
 * the Greek names go into the free-text `location` of posts written in Greek (docs/data.md#demo-data).
 */
export type Place = {
  city: string;
  area: string;
  cityEl: string;
  areaEl: string;
  /** "in <town>" in Greek, with the article and case the town takes ("στα Χανιά", "στον Πειραιά"). */
  inEl: string;
  latitude: number;
  longitude: number;
};

// prettier-ignore
function place(city: string, area: string, cityEl: string, areaEl: string, inEl: string, latitude: number, longitude: number): Place {
  return { city, area, cityEl, areaEl, inEl, latitude, longitude };
}

export const PLACES = {
  chania: place("Chania", "Crete", "Χανιά", "Κρήτη", "στα Χανιά", 35.5138, 24.018),
  heraklion: place("Heraklion", "Crete", "Ηράκλειο", "Κρήτη", "στο Ηράκλειο", 35.3387, 25.1442),
  rethymno: place("Rethymno", "Crete", "Ρέθυμνο", "Κρήτη", "στο Ρέθυμνο", 35.3644, 24.4822),
  agiosNikolaos: place("Agios Nikolaos", "Crete", "Άγιος Νικόλαος", "Κρήτη", "στον Άγιο Νικόλαο", 35.19, 25.7164),
  elounda: place("Elounda", "Crete", "Ελούντα", "Κρήτη", "στην Ελούντα", 35.2603, 25.7269),
  hersonissos: place("Hersonissos", "Crete", "Χερσόνησος", "Κρήτη", "στη Χερσόνησο", 35.3172, 25.3903),
  rhodes: place("Rhodes", "Rhodes", "Ρόδος", "Ρόδος", "στη Ρόδο", 36.4349, 28.2176),
  lindos: place("Lindos", "Rhodes", "Λίνδος", "Ρόδος", "στη Λίνδο", 36.0916, 28.088),
  fira: place("Fira", "Santorini", "Φηρά", "Σαντορίνη", "στα Φηρά", 36.4167, 25.4317),
  oia: place("Oia", "Santorini", "Οία", "Σαντορίνη", "στην Οία", 36.4618, 25.3753),
  mykonos: place("Mykonos", "Mykonos", "Μύκονος", "Μύκονος", "στη Μύκονο", 37.4467, 25.3289),
  naxos: place("Naxos", "Naxos", "Νάξος", "Νάξος", "στη Νάξο", 37.1036, 25.3766),
  parikia: place("Parikia", "Paros", "Παροικιά", "Πάρος", "στην Παροικιά", 37.0853, 25.1515),
  naoussa: place("Naoussa", "Paros", "Νάουσα", "Πάρος", "στη Νάουσα", 37.1236, 25.2367),
  corfu: place("Corfu", "Corfu", "Κέρκυρα", "Κέρκυρα", "στην Κέρκυρα", 39.6243, 19.9217),
  paleokastritsa: place(
    "Paleokastritsa",
    "Corfu",
    "Παλαιοκαστρίτσα",
    "Κέρκυρα",
    "στην Παλαιοκαστρίτσα",
    39.6716,
    19.711,
  ),
  zakynthos: place("Zakynthos", "Zakynthos", "Ζάκυνθος", "Ζάκυνθος", "στη Ζάκυνθο", 37.787, 20.899),
  laganas: place("Laganas", "Zakynthos", "Λαγανάς", "Ζάκυνθος", "στον Λαγανά", 37.728, 20.865),
  argostoli: place("Argostoli", "Kefalonia", "Αργοστόλι", "Κεφαλονιά", "στο Αργοστόλι", 38.1754, 20.489),
  fiskardo: place("Fiskardo", "Kefalonia", "Φισκάρδο", "Κεφαλονιά", "στο Φισκάρδο", 38.4594, 20.5765),
  kallithea: place("Kallithea", "Halkidiki", "Καλλιθέα", "Χαλκιδική", "στην Καλλιθέα", 40.0779, 23.4456),
  sani: place("Sani", "Halkidiki", "Σάνη", "Χαλκιδική", "στη Σάνη", 40.0947, 23.317),
  neosMarmaras: place("Neos Marmaras", "Halkidiki", "Νέος Μαρμαράς", "Χαλκιδική", "στον Νέο Μαρμαρά", 40.096, 23.781),
  athens: place("Athens", "Attica", "Αθήνα", "Αττική", "στην Αθήνα", 37.9838, 23.7275),
  piraeus: place("Piraeus", "Attica", "Πειραιάς", "Αττική", "στον Πειραιά", 37.942, 23.6465),
  thessaloniki: place(
    "Thessaloniki",
    "Thessaloniki",
    "Θεσσαλονίκη",
    "Θεσσαλονίκη",
    "στη Θεσσαλονίκη",
    40.6401,
    22.9444,
  ),
  nafplio: place("Nafplio", "Argolis", "Ναύπλιο", "Αργολίδα", "στο Ναύπλιο", 37.5673, 22.8015),
  kos: place("Kos", "Kos", "Κως", "Κως", "στην Κω", 36.8938, 27.2877),
  lefkada: place("Lefkada", "Lefkada", "Λευκάδα", "Λευκάδα", "στη Λευκάδα", 38.8336, 20.7069),
  mylopotas: place("Mylopotas", "Ios", "Μυλοπότας", "Ίος", "στον Μυλοπότα", 36.7184, 25.286),
  milos: place("Adamas", "Milos", "Αδάμαντας", "Μήλος", "στον Αδάμαντα", 36.7256, 24.4467),
  syros: place("Ermoupoli", "Syros", "Ερμούπολη", "Σύρος", "στην Ερμούπολη", 37.4448, 24.9428),
  skiathos: place("Skiathos", "Skiathos", "Σκιάθος", "Σκιάθος", "στη Σκιάθο", 39.1622, 23.4909),
  parga: place("Parga", "Preveza", "Πάργα", "Πρέβεζα", "στην Πάργα", 39.2847, 20.4),
  hydra: place("Hydra", "Hydra", "Ύδρα", "Ύδρα", "στην Ύδρα", 37.3497, 23.465),
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;
