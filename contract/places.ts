/**
 * The gazetteer that ships with the product (docs/jobs.md#posting-and-editing): Greek towns, islands and resorts with
 * their coordinates (WGS 84, town centre or harbour), so a company picks a job's place from a list and no outside
 * geocoder is asked. `name` and `area` are the Latin names jobs store in `city` and `area` (the values the job
 * filters match, app/routes/jobs._index/areas.ts); the Greek names are shown to Greek readers. Plain data, no zod:
 * the job editor's page bundles it and the API validates `place` against it.
 */

import { searchKey } from "./search-key";

/** One place: `id` is what a job's `place` field carries. */
export interface Place {
  id: string;
  name: string;
  nameEl: string;
  /** The island or regional unit (jobs.area). */
  area: string;
  region: string;
  latitude: number;
  longitude: number;
}

export interface PlaceRegion {
  id: string;
  name: string;
  nameEl: string;
}

/** [Latin name, Greek name, area, latitude, longitude]. */
type Row = readonly [string, string, string, number, number];

/** The Greek name of every area the rows use. */
const AREA_NAMES_EL: Record<string, string> = {
  Crete: "Κρήτη",
  Rhodes: "Ρόδος",
  Kos: "Κως",
  Karpathos: "Κάρπαθος",
  Patmos: "Πάτμος",
  Leros: "Λέρος",
  Kalymnos: "Κάλυμνος",
  Symi: "Σύμη",
  Tilos: "Τήλος",
  Nisyros: "Νίσυρος",
  Astypalaia: "Αστυπάλαια",
  Kastellorizo: "Καστελλόριζο",
  Lipsi: "Λειψοί",
  Halki: "Χάλκη",
  Kasos: "Κάσος",
  Santorini: "Σαντορίνη",
  Mykonos: "Μύκονος",
  Naxos: "Νάξος",
  Paros: "Πάρος",
  Antiparos: "Αντίπαρος",
  Milos: "Μήλος",
  Syros: "Σύρος",
  Ios: "Ίος",
  Tinos: "Τήνος",
  Andros: "Άνδρος",
  Sifnos: "Σίφνος",
  Serifos: "Σέριφος",
  Kea: "Κέα",
  Kythnos: "Κύθνος",
  Folegandros: "Φολέγανδρος",
  Amorgos: "Αμοργός",
  Koufonisia: "Κουφονήσια",
  Sikinos: "Σίκινος",
  Anafi: "Ανάφη",
  Kimolos: "Κίμωλος",
  Donousa: "Δονούσα",
  Corfu: "Κέρκυρα",
  Paxos: "Παξοί",
  Lefkada: "Λευκάδα",
  Kefalonia: "Κεφαλονιά",
  Ithaca: "Ιθάκη",
  Zakynthos: "Ζάκυνθος",
  Kythira: "Κύθηρα",
  Meganisi: "Μεγανήσι",
  Lesvos: "Λέσβος",
  Chios: "Χίος",
  Samos: "Σάμος",
  Ikaria: "Ικαρία",
  Limnos: "Λήμνος",
  Fournoi: "Φούρνοι",
  Agios_Efstratios: "Άγιος Ευστράτιος",
  Thasos: "Θάσος",
  Samothrace: "Σαμοθράκη",
  Psara: "Ψαρά",
  Oinousses: "Οινούσσες",
  Aegina: "Αίγινα",
  Hydra: "Ύδρα",
  Spetses: "Σπέτσες",
  Poros: "Πόρος",
  Agistri: "Αγκίστρι",
  Salamina: "Σαλαμίνα",
  Skiathos: "Σκιάθος",
  Skopelos: "Σκόπελος",
  Alonissos: "Αλόννησος",
  Skyros: "Σκύρος",
  Evia: "Εύβοια",
  Attica: "Αττική",
  Argolis: "Αργολίδα",
  Messinia: "Μεσσηνία",
  Laconia: "Λακωνία",
  Corinthia: "Κορινθία",
  Arcadia: "Αρκαδία",
  Achaea: "Αχαΐα",
  Ilia: "Ηλεία",
  Halkidiki: "Χαλκιδική",
  Thessaloniki: "Θεσσαλονίκη",
  Pieria: "Πιερία",
  Kavala: "Καβάλα",
  Xanthi: "Ξάνθη",
  Evros: "Έβρος",
  Kastoria: "Καστοριά",
  Florina: "Φλώρινα",
  Pella: "Πέλλα",
  Kozani: "Κοζάνη",
  Serres: "Σέρρες",
  Drama: "Δράμα",
  Rhodope: "Ροδόπη",
  Imathia: "Ημαθία",
  Kilkis: "Κιλκίς",
  Preveza: "Πρέβεζα",
  Thesprotia: "Θεσπρωτία",
  Ioannina: "Ιωάννινα",
  Arta: "Άρτα",
  Magnesia: "Μαγνησία",
  Larissa: "Λάρισα",
  Trikala: "Τρίκαλα",
  Karditsa: "Καρδίτσα",
  Phocis: "Φωκίδα",
  Boeotia: "Βοιωτία",
  Phthiotis: "Φθιώτιδα",
  Aetolia_Acarnania: "Αιτωλοακαρνανία",
  Evrytania: "Ευρυτανία",
};

/** The rows by region, in the order the editor lists them. */
const REGIONS: ReadonlyArray<PlaceRegion & { rows: readonly Row[] }> = [
  {
    id: "crete",
    name: "Crete",
    nameEl: "Κρήτη",
    rows: [
      ["Heraklion", "Ηράκλειο", "Crete", 35.3387, 25.1442],
      ["Chania", "Χανιά", "Crete", 35.5138, 24.018],
      ["Rethymno", "Ρέθυμνο", "Crete", 35.3644, 24.4822],
      ["Agios Nikolaos", "Άγιος Νικόλαος", "Crete", 35.19, 25.7164],
      ["Sitia", "Σητεία", "Crete", 35.2083, 26.1047],
      ["Ierapetra", "Ιεράπετρα", "Crete", 35.0104, 25.7417],
      ["Elounda", "Ελούντα", "Crete", 35.2603, 25.7269],
      ["Hersonissos", "Χερσόνησος", "Crete", 35.3172, 25.3903],
      ["Malia", "Μάλια", "Crete", 35.2837, 25.4613],
      ["Stalis", "Σταλίδα", "Crete", 35.2939, 25.4311],
      ["Analipsi", "Ανάληψη", "Crete", 35.3036, 25.3659],
      ["Gouves", "Γούβες", "Crete", 35.3314, 25.3078],
      ["Amoudara", "Αμμουδάρα", "Crete", 35.3357, 25.0799],
      ["Agia Pelagia", "Αγία Πελαγία", "Crete", 35.4083, 24.9856],
      ["Fodele", "Φόδελε", "Crete", 35.3795, 24.9573],
      ["Matala", "Μάταλα", "Crete", 34.9942, 24.7502],
      ["Agia Galini", "Αγία Γαλήνη", "Crete", 35.0968, 24.6889],
      ["Plakias", "Πλακιάς", "Crete", 35.1913, 24.3955],
      ["Bali", "Μπαλί", "Crete", 35.4111, 24.7839],
      ["Panormo", "Πάνορμο", "Crete", 35.4187, 24.6907],
      ["Adelianos Kampos", "Αδελιανός Κάμπος", "Crete", 35.3745, 24.5454],
      ["Georgioupoli", "Γεωργιούπολη", "Crete", 35.3618, 24.2606],
      ["Kalyves", "Καλύβες", "Crete", 35.4531, 24.1753],
      ["Almyrida", "Αλμυρίδα", "Crete", 35.4487, 24.1936],
      ["Platanias", "Πλατανιάς", "Crete", 35.5175, 23.9012],
      ["Agia Marina", "Αγία Μαρίνα", "Crete", 35.5193, 23.9236],
      ["Kissamos", "Κίσσαμος", "Crete", 35.4943, 23.6558],
      ["Paleochora", "Παλαιόχωρα", "Crete", 35.2337, 23.6827],
      ["Sfakia", "Σφακιά", "Crete", 35.2008, 24.1367],
      ["Makry Gialos", "Μακρύ Γιαλός", "Crete", 35.0416, 25.9735],
      ["Istro", "Ίστρον", "Crete", 35.1227, 25.7386],
      ["Plaka", "Πλάκα", "Crete", 35.2914, 25.7336],
      ["Palaikastro", "Παλαίκαστρο", "Crete", 35.1974, 26.2516],
      ["Lentas", "Λέντας", "Crete", 34.9334, 24.9241],
    ],
  },
  {
    id: "cyclades",
    name: "Cyclades",
    nameEl: "Κυκλάδες",
    rows: [
      ["Fira", "Φηρά", "Santorini", 36.4167, 25.4317],
      ["Oia", "Οία", "Santorini", 36.4618, 25.3753],
      ["Imerovigli", "Ημεροβίγλι", "Santorini", 36.4322, 25.4228],
      ["Kamari", "Καμάρι", "Santorini", 36.3767, 25.4836],
      ["Perissa", "Περίσσα", "Santorini", 36.3544, 25.4761],
      ["Akrotiri", "Ακρωτήρι", "Santorini", 36.3558, 25.4039],
      ["Pyrgos", "Πύργος", "Santorini", 36.3833, 25.45],
      ["Mykonos", "Μύκονος", "Mykonos", 37.4467, 25.3289],
      ["Ornos", "Ορνός", "Mykonos", 37.4244, 25.3217],
      ["Platis Gialos", "Πλατύς Γιαλός", "Mykonos", 37.4158, 25.3469],
      ["Kalafatis", "Καλαφάτης", "Mykonos", 37.4458, 25.4222],
      ["Naxos", "Νάξος", "Naxos", 37.1036, 25.3766],
      ["Agios Prokopios", "Άγιος Προκόπιος", "Naxos", 37.0737, 25.3575],
      ["Plaka", "Πλάκα", "Naxos", 37.0358, 25.3561],
      ["Apollonas", "Απόλλωνας", "Naxos", 37.1796, 25.5513],
      ["Parikia", "Παροικιά", "Paros", 37.0853, 25.1515],
      ["Naoussa", "Νάουσα", "Paros", 37.1236, 25.2367],
      ["Piso Livadi", "Πίσω Λιβάδι", "Paros", 37.0469, 25.2592],
      ["Antiparos", "Αντίπαρος", "Antiparos", 37.0394, 25.0808],
      ["Adamas", "Αδάμαντας", "Milos", 36.7262, 24.4453],
      ["Pollonia", "Πολλώνια", "Milos", 36.7625, 24.5262],
      ["Plaka", "Πλάκα", "Milos", 36.7436, 24.4236],
      ["Ermoupoli", "Ερμούπολη", "Syros", 37.4445, 24.9428],
      ["Kini", "Κίνι", "Syros", 37.4442, 24.8995],
      ["Ios", "Ίος", "Ios", 36.7333, 25.2833],
      ["Mylopotas", "Μυλοπότας", "Ios", 36.7197, 25.2897],
      ["Tinos", "Τήνος", "Tinos", 37.5387, 25.1628],
      ["Batsi", "Μπατσί", "Andros", 37.8561, 24.7817],
      ["Chora", "Χώρα", "Andros", 37.8385, 24.9362],
      ["Apollonia", "Απολλωνία", "Sifnos", 36.9742, 24.7228],
      ["Kamares", "Καμάρες", "Sifnos", 36.9903, 24.6781],
      ["Livadi", "Λιβάδι", "Serifos", 37.1422, 24.5186],
      ["Ioulida", "Ιουλίδα", "Kea", 37.6681, 24.3214],
      ["Korissia", "Κορησσία", "Kea", 37.6578, 24.3122],
      ["Merichas", "Μέριχας", "Kythnos", 37.3875, 24.3942],
      ["Chora", "Χώρα", "Folegandros", 36.6222, 24.9203],
      ["Katapola", "Κατάπολα", "Amorgos", 36.8289, 25.8631],
      ["Aegiali", "Αιγιάλη", "Amorgos", 36.9002, 25.9789],
      ["Koufonisia", "Κουφονήσια", "Koufonisia", 36.9333, 25.6],
      ["Sikinos", "Σίκινος", "Sikinos", 36.6867, 25.1153],
      ["Anafi", "Ανάφη", "Anafi", 36.3561, 25.7747],
      ["Kimolos", "Κίμωλος", "Kimolos", 36.7933, 24.5714],
      ["Donousa", "Δονούσα", "Donousa", 37.1, 25.8],
    ],
  },
  {
    id: "dodecanese",
    name: "Dodecanese",
    nameEl: "Δωδεκάνησα",
    rows: [
      ["Rhodes", "Ρόδος", "Rhodes", 36.4349, 28.2176],
      ["Lindos", "Λίνδος", "Rhodes", 36.0916, 28.088],
      ["Faliraki", "Φαληράκι", "Rhodes", 36.3386, 28.2042],
      ["Ialysos", "Ιαλυσός", "Rhodes", 36.4136, 28.1567],
      ["Ixia", "Ιξιά", "Rhodes", 36.4264, 28.1828],
      ["Kallithea", "Καλλιθέα", "Rhodes", 36.3869, 28.2336],
      ["Kolymbia", "Κολύμπια", "Rhodes", 36.2425, 28.1578],
      ["Afantou", "Αφάντου", "Rhodes", 36.2917, 28.1667],
      ["Pefkos", "Πεύκοι", "Rhodes", 36.0617, 28.0689],
      ["Kiotari", "Κιοτάρι", "Rhodes", 36.0419, 27.9633],
      ["Gennadi", "Γεννάδι", "Rhodes", 36.0258, 27.9256],
      ["Prasonisi", "Πρασονήσι", "Rhodes", 35.8883, 27.7664],
      ["Kos", "Κως", "Kos", 36.8931, 27.2878],
      ["Kardamena", "Καρδάμαινα", "Kos", 36.7833, 27.1419],
      ["Kefalos", "Κέφαλος", "Kos", 36.7397, 26.9578],
      ["Tigaki", "Τιγκάκι", "Kos", 36.8906, 27.1806],
      ["Marmari", "Μαρμάρι", "Kos", 36.8983, 27.1536],
      ["Mastichari", "Μαστιχάρι", "Kos", 36.8539, 27.0767],
      ["Pigadia", "Πηγάδια", "Karpathos", 35.5069, 27.2131],
      ["Skala", "Σκάλα", "Patmos", 37.3247, 26.5481],
      ["Lakki", "Λακκί", "Leros", 37.1308, 26.8492],
      ["Pothia", "Πόθια", "Kalymnos", 36.9508, 26.9858],
      ["Myrties", "Μυρτιές", "Kalymnos", 36.9942, 26.9378],
      ["Symi", "Σύμη", "Symi", 36.6156, 27.8389],
      ["Livadia", "Λιβάδια", "Tilos", 36.4178, 27.3861],
      ["Mandraki", "Μανδράκι", "Nisyros", 36.6131, 27.1353],
      ["Astypalaia", "Αστυπάλαια", "Astypalaia", 36.5469, 26.3522],
      ["Kastellorizo", "Καστελλόριζο", "Kastellorizo", 36.1483, 29.5906],
      ["Lipsi", "Λειψοί", "Lipsi", 37.2981, 26.7628],
      ["Halki", "Χάλκη", "Halki", 36.2233, 27.6133],
      ["Fry", "Φρυ", "Kasos", 35.4156, 26.9225],
    ],
  },
  {
    id: "ionian",
    name: "Ionian Islands",
    nameEl: "Ιόνια Νησιά",
    rows: [
      ["Corfu", "Κέρκυρα", "Corfu", 39.6243, 19.9217],
      ["Paleokastritsa", "Παλαιοκαστρίτσα", "Corfu", 39.6716, 19.711],
      ["Sidari", "Σιδάρι", "Corfu", 39.7907, 19.7003],
      ["Kassiopi", "Κασσιώπη", "Corfu", 39.7886, 19.9211],
      ["Acharavi", "Αχαράβη", "Corfu", 39.7939, 19.8167],
      ["Roda", "Ρόδα", "Corfu", 39.7903, 19.7875],
      ["Kavos", "Κάβος", "Corfu", 39.3836, 20.1164],
      ["Benitses", "Μπενίτσες", "Corfu", 39.5469, 19.9131],
      ["Glyfada", "Γλυφάδα", "Corfu", 39.5947, 19.8408],
      ["Agios Gordios", "Άγιος Γόρδιος", "Corfu", 39.5408, 19.8586],
      ["Dassia", "Δασιά", "Corfu", 39.6856, 19.8408],
      ["Gaios", "Γάιος", "Paxos", 39.1967, 20.1858],
      ["Lakka", "Λάκκα", "Paxos", 39.2406, 20.1311],
      ["Lefkada", "Λευκάδα", "Lefkada", 38.8314, 20.7061],
      ["Nidri", "Νυδρί", "Lefkada", 38.7069, 20.7108],
      ["Vasiliki", "Βασιλική", "Lefkada", 38.6297, 20.6086],
      ["Agios Nikitas", "Άγιος Νικήτας", "Lefkada", 38.7856, 20.6142],
      ["Meganisi", "Μεγανήσι", "Meganisi", 38.6556, 20.7683],
      ["Argostoli", "Αργοστόλι", "Kefalonia", 38.1754, 20.489],
      ["Fiskardo", "Φισκάρδο", "Kefalonia", 38.4594, 20.5765],
      ["Sami", "Σάμη", "Kefalonia", 38.2525, 20.6469],
      ["Skala", "Σκάλα", "Kefalonia", 38.0794, 20.8011],
      ["Lassi", "Λάσση", "Kefalonia", 38.1631, 20.4886],
      ["Lixouri", "Ληξούρι", "Kefalonia", 38.2017, 20.4375],
      ["Vathy", "Βαθύ", "Ithaca", 38.3653, 20.7197],
      ["Zakynthos", "Ζάκυνθος", "Zakynthos", 37.787, 20.899],
      ["Laganas", "Λαγανάς", "Zakynthos", 37.728, 20.865],
      ["Tsilivi", "Τσιλιβί", "Zakynthos", 37.8231, 20.8575],
      ["Alykes", "Αλυκές", "Zakynthos", 37.8453, 20.7686],
      ["Vasilikos", "Βασιλικός", "Zakynthos", 37.7036, 20.9853],
      ["Kalamaki", "Καλαμάκι", "Zakynthos", 37.7392, 20.9156],
      ["Kythira", "Κύθηρα", "Kythira", 36.1492, 22.9894],
      ["Agia Pelagia", "Αγία Πελαγία", "Kythira", 36.3272, 22.9906],
    ],
  },
  {
    id: "north-aegean",
    name: "North Aegean",
    nameEl: "Βόρειο Αιγαίο",
    rows: [
      ["Mytilene", "Μυτιλήνη", "Lesvos", 39.1072, 26.5547],
      ["Molyvos", "Μόλυβος", "Lesvos", 39.3678, 26.1753],
      ["Petra", "Πέτρα", "Lesvos", 39.3253, 26.1808],
      ["Plomari", "Πλωμάρι", "Lesvos", 38.9758, 26.3683],
      ["Skala Eresou", "Σκάλα Ερεσού", "Lesvos", 39.1353, 25.9317],
      ["Chios", "Χίος", "Chios", 38.3681, 26.1358],
      ["Karfas", "Καρφάς", "Chios", 38.3203, 26.1542],
      ["Samos", "Σάμος", "Samos", 37.7547, 26.9778],
      ["Pythagoreio", "Πυθαγόρειο", "Samos", 37.6911, 26.9431],
      ["Kokkari", "Κοκκάρι", "Samos", 37.7794, 26.8925],
      ["Karlovasi", "Καρλόβασι", "Samos", 37.7914, 26.7042],
      ["Agios Kirykos", "Άγιος Κήρυκος", "Ikaria", 37.6153, 26.2953],
      ["Armenistis", "Αρμενιστής", "Ikaria", 37.6392, 26.0947],
      ["Fournoi", "Φούρνοι", "Fournoi", 37.5775, 26.4747],
      ["Myrina", "Μύρινα", "Limnos", 39.8744, 25.0606],
      ["Agios Efstratios", "Άγιος Ευστράτιος", "Agios_Efstratios", 39.5372, 24.9867],
      ["Psara", "Ψαρά", "Psara", 38.5394, 25.5636],
      ["Oinousses", "Οινούσσες", "Oinousses", 38.5136, 26.2158],
      ["Limenas", "Λιμένας", "Thasos", 40.7792, 24.7097],
      ["Limenaria", "Λιμενάρια", "Thasos", 40.6272, 24.5769],
      ["Potos", "Ποτός", "Thasos", 40.6144, 24.6047],
      ["Kamariotissa", "Καμαριώτισσα", "Samothrace", 40.4747, 25.4694],
    ],
  },
  {
    id: "saronic-sporades",
    name: "Saronic Gulf, Sporades and Evia",
    nameEl: "Αργοσαρωνικός, Σποράδες και Εύβοια",
    rows: [
      ["Aegina", "Αίγινα", "Aegina", 37.7467, 23.4283],
      ["Agia Marina", "Αγία Μαρίνα", "Aegina", 37.7417, 23.5353],
      ["Hydra", "Ύδρα", "Hydra", 37.35, 23.4667],
      ["Spetses", "Σπέτσες", "Spetses", 37.2631, 23.1569],
      ["Poros", "Πόρος", "Poros", 37.4994, 23.4558],
      ["Skala", "Σκάλα", "Agistri", 37.7017, 23.3425],
      ["Salamina", "Σαλαμίνα", "Salamina", 37.9639, 23.4972],
      ["Skiathos", "Σκιάθος", "Skiathos", 39.1622, 23.4906],
      ["Koukounaries", "Κουκουναριές", "Skiathos", 39.1447, 23.4028],
      ["Skopelos", "Σκόπελος", "Skopelos", 39.1222, 23.7258],
      ["Glossa", "Γλώσσα", "Skopelos", 39.1706, 23.6144],
      ["Patitiri", "Πατητήρι", "Alonissos", 39.1464, 23.8667],
      ["Skyros", "Σκύρος", "Skyros", 38.9061, 24.5669],
      ["Chalkida", "Χαλκίδα", "Evia", 38.4636, 23.5994],
      ["Eretria", "Ερέτρια", "Evia", 38.3947, 23.7944],
      ["Edipsos", "Αιδηψός", "Evia", 38.8569, 23.0508],
      ["Karystos", "Κάρυστος", "Evia", 38.0153, 24.4197],
      ["Limni", "Λίμνη", "Evia", 38.7644, 23.3203],
    ],
  },
  {
    id: "attica",
    name: "Attica",
    nameEl: "Αττική",
    rows: [
      ["Athens", "Αθήνα", "Attica", 37.9838, 23.7275],
      ["Piraeus", "Πειραιάς", "Attica", 37.942, 23.6465],
      ["Glyfada", "Γλυφάδα", "Attica", 37.8625, 23.7536],
      ["Vouliagmeni", "Βουλιαγμένη", "Attica", 37.8125, 23.7817],
      ["Varkiza", "Βάρκιζα", "Attica", 37.8167, 23.8],
      ["Lagonisi", "Λαγονήσι", "Attica", 37.7819, 23.8878],
      ["Sounio", "Σούνιο", "Attica", 37.6506, 24.0247],
      ["Rafina", "Ραφήνα", "Attica", 38.0222, 24.0097],
      ["Nea Makri", "Νέα Μάκρη", "Attica", 38.0867, 23.9767],
      ["Marathon", "Μαραθώνας", "Attica", 38.1544, 23.9628],
      ["Lavrio", "Λαύριο", "Attica", 37.7139, 24.0558],
      ["Porto Rafti", "Πόρτο Ράφτη", "Attica", 37.8847, 24.0078],
    ],
  },
  {
    id: "peloponnese",
    name: "Peloponnese",
    nameEl: "Πελοπόννησος",
    rows: [
      ["Nafplio", "Ναύπλιο", "Argolis", 37.5673, 22.8016],
      ["Tolo", "Τολό", "Argolis", 37.52, 22.8592],
      ["Ermioni", "Ερμιόνη", "Argolis", 37.3856, 23.2469],
      ["Porto Heli", "Πόρτο Χέλι", "Argolis", 37.3222, 23.1461],
      ["Argos", "Άργος", "Argolis", 37.6333, 22.7333],
      ["Kalamata", "Καλαμάτα", "Messinia", 37.0389, 22.1142],
      ["Costa Navarino", "Costa Navarino", "Messinia", 36.9986, 21.6628],
      ["Pylos", "Πύλος", "Messinia", 36.9131, 21.6961],
      ["Methoni", "Μεθώνη", "Messinia", 36.8197, 21.7044],
      ["Koroni", "Κορώνη", "Messinia", 36.7953, 21.9572],
      ["Stoupa", "Στούπα", "Messinia", 36.8461, 22.2611],
      ["Kardamyli", "Καρδαμύλη", "Messinia", 36.8872, 22.2333],
      ["Finikounda", "Φοινικούντα", "Messinia", 36.8053, 21.8075],
      ["Monemvasia", "Μονεμβασιά", "Laconia", 36.6872, 23.0564],
      ["Gytheio", "Γύθειο", "Laconia", 36.7542, 22.5653],
      ["Sparta", "Σπάρτη", "Laconia", 37.0739, 22.4297],
      ["Elafonisos", "Ελαφόνησος", "Laconia", 36.5058, 22.9686],
      ["Loutraki", "Λουτράκι", "Corinthia", 37.975, 22.9772],
      ["Corinth", "Κόρινθος", "Corinthia", 37.9386, 22.9319],
      ["Xylokastro", "Ξυλόκαστρο", "Corinthia", 38.0769, 22.6347],
      ["Tripoli", "Τρίπολη", "Arcadia", 37.5089, 22.3794],
      ["Leonidio", "Λεωνίδιο", "Arcadia", 37.1667, 22.8564],
      ["Patras", "Πάτρα", "Achaea", 38.2466, 21.7346],
      ["Kalavryta", "Καλάβρυτα", "Achaea", 38.0319, 22.1122],
      ["Pyrgos", "Πύργος", "Ilia", 37.675, 21.4411],
      ["Olympia", "Αρχαία Ολυμπία", "Ilia", 37.6447, 21.6256],
      ["Kyllini", "Κυλλήνη", "Ilia", 37.9372, 21.1447],
      ["Kourouta", "Κουρούτα", "Ilia", 37.8297, 21.3033],
    ],
  },
  {
    id: "macedonia-thrace",
    name: "Macedonia and Thrace",
    nameEl: "Μακεδονία και Θράκη",
    rows: [
      ["Thessaloniki", "Θεσσαλονίκη", "Thessaloniki", 40.6401, 22.9444],
      ["Perea", "Περαία", "Thessaloniki", 40.5031, 22.9242],
      ["Asprovalta", "Ασπροβάλτα", "Thessaloniki", 40.7244, 23.7108],
      ["Kallithea", "Καλλιθέα", "Halkidiki", 40.0779, 23.4456],
      ["Sani", "Σάνη", "Halkidiki", 40.0947, 23.317],
      ["Neos Marmaras", "Νέος Μαρμαράς", "Halkidiki", 40.096, 23.781],
      ["Polygyros", "Πολύγυρος", "Halkidiki", 40.3783, 23.4425],
      ["Nea Moudania", "Νέα Μουδανιά", "Halkidiki", 40.2392, 23.2844],
      ["Nea Fokea", "Νέα Φώκαια", "Halkidiki", 40.1331, 23.3961],
      ["Afytos", "Άφυτος", "Halkidiki", 40.1, 23.4378],
      ["Kriopigi", "Κρυοπηγή", "Halkidiki", 40.0561, 23.4789],
      ["Hanioti", "Χανιώτη", "Halkidiki", 39.9461, 23.5897],
      ["Pefkochori", "Πευκοχώρι", "Halkidiki", 39.9867, 23.6172],
      ["Paliouri", "Παλιούρι", "Halkidiki", 39.9294, 23.6656],
      ["Nikiti", "Νικήτη", "Halkidiki", 40.2231, 23.6664],
      ["Sarti", "Σάρτη", "Halkidiki", 40.0908, 23.9794],
      ["Toroni", "Τορώνη", "Halkidiki", 39.9747, 23.8911],
      ["Porto Carras", "Πόρτο Καρράς", "Halkidiki", 40.0733, 23.8078],
      ["Ouranoupoli", "Ουρανούπολη", "Halkidiki", 40.3267, 23.9817],
      ["Ierissos", "Ιερισσός", "Halkidiki", 40.3969, 23.8772],
      ["Paralia Katerinis", "Παραλία Κατερίνης", "Pieria", 40.2697, 22.5972],
      ["Leptokarya", "Λεπτοκαρυά", "Pieria", 40.0597, 22.5633],
      ["Olympiaki Akti", "Ολυμπιακή Ακτή", "Pieria", 40.2233, 22.6089],
      ["Katerini", "Κατερίνη", "Pieria", 40.2719, 22.5025],
      ["Kavala", "Καβάλα", "Kavala", 40.9396, 24.4069],
      ["Keramoti", "Κεραμωτή", "Kavala", 40.8578, 24.7019],
      ["Nea Peramos", "Νέα Πέραμος", "Kavala", 40.8367, 24.3042],
      ["Xanthi", "Ξάνθη", "Xanthi", 41.1349, 24.888],
      ["Komotini", "Κομοτηνή", "Rhodope", 41.1224, 25.4066],
      ["Alexandroupoli", "Αλεξανδρούπολη", "Evros", 40.8457, 25.8744],
      ["Kastoria", "Καστοριά", "Kastoria", 40.5193, 21.2687],
      ["Florina", "Φλώρινα", "Florina", 40.7817, 21.4097],
      ["Edessa", "Έδεσσα", "Pella", 40.8026, 22.0475],
      ["Kozani", "Κοζάνη", "Kozani", 40.3006, 21.7889],
      ["Serres", "Σέρρες", "Serres", 41.0856, 23.5497],
      ["Drama", "Δράμα", "Drama", 41.1528, 24.1473],
      ["Veria", "Βέροια", "Imathia", 40.5236, 22.2022],
      ["Kilkis", "Κιλκίς", "Kilkis", 40.9937, 22.8754],
    ],
  },
  {
    id: "epirus-west",
    name: "Epirus and Western Greece",
    nameEl: "Ήπειρος και Δυτική Ελλάδα",
    rows: [
      ["Preveza", "Πρέβεζα", "Preveza", 38.9597, 20.7517],
      ["Parga", "Πάργα", "Preveza", 39.2847, 20.3997],
      ["Kanali", "Κανάλι", "Preveza", 39.0656, 20.6917],
      ["Loutsa", "Λούτσα", "Preveza", 39.2356, 20.4842],
      ["Igoumenitsa", "Ηγουμενίτσα", "Thesprotia", 39.5064, 20.2656],
      ["Syvota", "Σύβοτα", "Thesprotia", 39.4083, 20.2417],
      ["Ioannina", "Ιωάννινα", "Ioannina", 39.665, 20.8537],
      ["Metsovo", "Μέτσοβο", "Ioannina", 39.7703, 21.1828],
      ["Zagori", "Ζαγόρι", "Ioannina", 39.8686, 20.7964],
      ["Arta", "Άρτα", "Arta", 39.1604, 20.9852],
      ["Mesolongi", "Μεσολόγγι", "Aetolia_Acarnania", 38.3711, 21.4297],
      ["Nafpaktos", "Ναύπακτος", "Aetolia_Acarnania", 38.3928, 21.8275],
      ["Palairos", "Πάλαιρος", "Aetolia_Acarnania", 38.7808, 20.8822],
      ["Vonitsa", "Βόνιτσα", "Aetolia_Acarnania", 38.9194, 20.8881],
      ["Agrinio", "Αγρίνιο", "Aetolia_Acarnania", 38.6214, 21.4078],
    ],
  },
  {
    id: "thessaly-central",
    name: "Thessaly and Central Greece",
    nameEl: "Θεσσαλία και Στερεά Ελλάδα",
    rows: [
      ["Volos", "Βόλος", "Magnesia", 39.3622, 22.9422],
      ["Portaria", "Πορταριά", "Magnesia", 39.3881, 22.9989],
      ["Agios Ioannis", "Άγιος Ιωάννης", "Magnesia", 39.4197, 23.1658],
      ["Milina", "Μηλίνα", "Magnesia", 39.1681, 23.2197],
      ["Afissos", "Άφησσος", "Magnesia", 39.2811, 23.1556],
      ["Platanias", "Πλατανιάς", "Magnesia", 39.1436, 23.2706],
      ["Larissa", "Λάρισα", "Larissa", 39.639, 22.4191],
      ["Stomio", "Στόμιο", "Larissa", 39.8708, 22.7475],
      ["Trikala", "Τρίκαλα", "Trikala", 39.5557, 21.7679],
      ["Kalambaka", "Καλαμπάκα", "Trikala", 39.7056, 21.6267],
      ["Karditsa", "Καρδίτσα", "Karditsa", 39.3653, 21.9217],
      ["Delphi", "Δελφοί", "Phocis", 38.4824, 22.501],
      ["Arachova", "Αράχωβα", "Boeotia", 38.4797, 22.5833],
      ["Galaxidi", "Γαλαξίδι", "Phocis", 38.3767, 22.3833],
      ["Itea", "Ιτέα", "Phocis", 38.4319, 22.4211],
      ["Amfissa", "Άμφισσα", "Phocis", 38.5279, 22.3758],
      ["Livadeia", "Λιβαδειά", "Boeotia", 38.4361, 22.875],
      ["Lamia", "Λαμία", "Phthiotis", 38.8996, 22.4339],
      ["Kamena Vourla", "Καμένα Βούρλα", "Phthiotis", 38.7783, 22.7797],
      ["Karpenisi", "Καρπενήσι", "Evrytania", 38.9147, 21.7961],
    ],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function areaName(key: string): string {
  return key.replace(/_/g, " ").replace("Aetolia Acarnania", "Aetolia-Acarnania");
}

/** Every place, region by region, each with a stable id ("santorini-oia"; a town that is its own area: "mykonos"). */
export const PLACES: readonly Place[] = REGIONS.flatMap((region) =>
  region.rows.map(([name, nameEl, areaKey, latitude, longitude]) => {
    const area = areaName(areaKey);
    return {
      id: name === area ? slug(name) : slug(`${area}-${name}`),
      name,
      nameEl,
      area,
      region: region.id,
      latitude,
      longitude,
    };
  }),
);

export const PLACE_REGIONS: readonly PlaceRegion[] = REGIONS.map(({ id, name, nameEl }) => ({ id, name, nameEl }));

/** The Greek name of an area (the Latin one when it has none listed). */
export function areaNameEl(area: string): string {
  return AREA_NAMES_EL[area.replace(/[ -]/g, "_")] ?? area;
}

const byId = new Map(PLACES.map((place) => [place.id, place]));

export function placeById(id: string): Place | undefined {
  return byId.get(id);
}

/** The place a stored job names by its `city` and `area` (what the editor preselects), if the gazetteer has it. */
export function placeOf(job: { city: string; area: string }): Place | undefined {
  return PLACES.find((place) => place.name === job.city && place.area === job.area);
}

/** A place, area or region by both its names: the Latin one jobs store, the Greek one Greek readers see. */
export interface PlaceNames {
  name: string;
  nameEl: string;
}

/** A name as names are compared: lower case, without accents, final sigma as σ, words one space apart. */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ς/g, "σ")
    .replace(/[\s_-]+/g, " ")
    .trim();
}

let namesByFold: Map<string, PlaceNames> | undefined;
let namesByKey: Map<string, PlaceNames> | undefined;

/**
 * The names of the place, area or region `text` is in either language, whatever its case and accents ("ΗΡΑΚΛΕΙΟ",
 * "heraklion" → Heraklion / Ηράκλειο), or in Greeklish ("Iraklio": the search key of its Greek name); undefined for
 * a name the gazetteer does not know. Towns come first, so a town that is also its island's name (Rhodes) is one
 * entry.
 */
export function knownPlaceName(text: string): PlaceNames | undefined {
  if (!namesByFold || !namesByKey) {
    const byFold = new Map<string, PlaceNames>();
    const byKey = new Map<string, PlaceNames>();
    const add = (names: PlaceNames) => {
      for (const name of [names.name, names.nameEl]) {
        if (!byFold.has(foldPlaceName(name))) byFold.set(foldPlaceName(name), names);
        if (!byKey.has(searchKey(name))) byKey.set(searchKey(name), names);
      }
    };
    for (const place of PLACES) add(place);
    for (const area of new Set(PLACES.map((place) => place.area))) add({ name: area, nameEl: areaNameEl(area) });
    for (const region of PLACE_REGIONS) add(region);
    namesByFold = byFold;
    namesByKey = byKey;
  }
  return namesByFold.get(foldPlaceName(text)) ?? namesByKey.get(searchKey(foldPlaceName(text)));
}

/** Every name the gazetteer knows, Latin and Greek (tests compare the database's search key with searchKey on them). */
export function gazetteerNames(): string[] {
  const areas = [...new Set(PLACES.map((place) => place.area))];
  return [
    ...PLACES.flatMap((place) => [place.name, place.nameEl]),
    ...areas.flatMap((area) => [area, areaNameEl(area)]),
    ...PLACE_REGIONS.flatMap((region) => [region.name, region.nameEl]),
  ];
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
