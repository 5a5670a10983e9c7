import type { RoleKey, RoleText } from "./roles";

/** Job postings as English-writing employers word them. */
export const ROLE_TEXT_EN: Record<RoleKey, RoleText> = {
  waiter: {
    titles: ["Waiter / Waitress", "Restaurant Waiter", "Beach Restaurant Waiter / Waitress"],
    description:
      "{company} {in_place} is looking for friendly waiters and waitresses for the coming season. You will take orders, serve food and drinks, and look after our guests from the first greeting to the bill.\n\nOur terrace seats about 120 guests at dinner, so we work as a team of runners, waiters and a head waiter. New colleagues get two days of training on our menu and our till system.",
    requirements: [
      "At least one season of restaurant service, or a strong wish to learn",
      "Good spoken English; a second language is a plus",
      "Able to carry plates and trays for long shifts",
      "A valid EU work permit or the right to work in Greece",
    ],
    perks: ["Tips are shared fairly among the whole service team", "Two days of paid training before opening"],
  },
  bartender: {
    titles: ["Bartender", "Cocktail Bartender", "Pool Bar Bartender"],
    description:
      "Join the bar team of {company} {in_place}. You will prepare classic and signature cocktails, keep the bar spotless and make every guest feel welcome, from the morning fresh juices to the late sunset crowd.\n\nYou will work with our bar manager on the seasonal menu and help with stock counts twice a week.",
    requirements: [
      "Experience behind a busy bar, cocktails included",
      "Knowledge of Greek spirits and wines is a plus",
      "Fluent English",
      "Calm and quick under pressure",
    ],
    perks: ["Monthly bonus tied to bar sales", "Staff cocktail workshop at the start of the season"],
  },
  receptionist: {
    titles: ["Front Desk Receptionist", "Hotel Receptionist", "Guest Service Agent"],
    description:
      "{company} {in_place} needs a welcoming receptionist for check-in, check-out and everything our guests ask in between: boat tickets, taxis, restaurant tips and the occasional lost key.\n\nShifts rotate between morning and afternoon. You will use a modern property-management system; we train you on it.",
    requirements: [
      "Excellent English; German, French or Italian is a strong plus",
      "Comfortable with computers and card terminals",
      "Previous front-desk or customer-service experience",
      "A tidy appearance and a patient manner",
    ],
    perks: ["Uniform and dry cleaning provided", "Discounts at partner hotels across Greece"],
  },
  housekeeper: {
    titles: ["Housekeeper / Room Attendant", "Room Attendant", "Housekeeping Staff"],
    description:
      "We are looking for careful room attendants to keep the rooms and suites of {company} {in_place} spotless. You will clean and prepare rooms, restock amenities and report anything that needs repair.\n\nYou will work in pairs, with a clear list of rooms per shift and a housekeeping supervisor who is always a call away.",
    requirements: [
      "An eye for detail and a good pace",
      "No experience needed: we train you",
      "Basic English or Greek",
      "Able to work six days a week during the season",
    ],
    perks: ["Fixed working hours, no split shifts", "End-of-season bonus for full seasons"],
  },
  cook: {
    titles: ["Cook", "Line Cook", "Cook for Greek Cuisine"],
    description:
      "The kitchen of {company} {in_place} is hiring cooks for breakfast, lunch and dinner service. Our menu is Greek and Mediterranean, built on local produce: Cretan olive oil, island cheeses and fish from the morning boats.\n\nYou will prepare your station, cook to order and keep the kitchen clean and safe under HACCP.",
    requirements: [
      "Two seasons or more in a professional kitchen",
      "Knowledge of traditional Greek dishes",
      "HACCP awareness; a health certificate (πιστοποιητικό υγείας)",
      "Reliable and a good team player",
    ],
    perks: ["Modern, air-conditioned kitchen", "Staff meals cooked by the team, for the team"],
  },
  chefDePartie: {
    titles: ["Chef de Partie", "Chef de Partie (Hot Kitchen)", "Chef de Partie – Fish & Grill"],
    description:
      "{company} {in_place} is looking for a Chef de Partie to run a section of our à la carte kitchen. You will lead one or two commis, keep your mise en place ready for 150 covers a night and help the sous chef with the seasonal menu.\n\nWe cook Greek food with a modern hand, and we listen to the ideas of our team.",
    requirements: [
      "At least three years in professional kitchens, one as Chef de Partie",
      "Culinary school diploma is a plus",
      "Able to lead a small team in a busy service",
      "HACCP knowledge",
    ],
    perks: ["A say in the seasonal menu", "Season-end bonus and a reference letter from our executive chef"],
  },
  lifeguard: {
    titles: ["Lifeguard", "Beach Lifeguard", "Pool Lifeguard"],
    description:
      "{company} {in_place} needs certified lifeguards for the beach and the pools from May to October. You will keep swimmers safe, give first aid when needed and help families feel at ease by the water.\n\nShifts are planned a week ahead and always with a colleague within sight.",
    requirements: [
      "A valid Greek lifeguard licence (άδεια ναυαγοσώστη) or an equivalent EU certificate",
      "First-aid and CPR training",
      "Good physical condition",
      "Basic English",
    ],
    perks: ["Sun protection gear and uniforms provided", "Free use of the staff gym"],
  },
  animator: {
    titles: ["Animator / Entertainment Team", "Kids Club Animator", "Sports & Fitness Animator"],
    description:
      "Our entertainment team at {company} {in_place} runs the kids club, the daily sports programme and the evening shows. We are looking for energetic animators who love working with people of every age.\n\nYou will get two weeks of training before the first guests arrive, with rehearsals for the evening shows.",
    requirements: [
      "At least two languages among English, German, Italian and Greek",
      "Experience with children, sports or stage is a plus",
      "Positive energy, every day",
      "Available for the full season",
    ],
    perks: ["Team trips on days off", "Travel costs to the resort refunded after the season"],
  },
  tourGuide: {
    titles: ["Tour Guide", "Licensed Tour Guide", "Boat Trip Guide"],
    description:
      "{company} runs day trips around {place}: archaeological sites, villages, beaches and boat tours. We are looking for guides who tell the story of a place well and keep a group of thirty happy and on time.\n\nTours are planned two weeks ahead; you choose the days you are available.",
    requirements: [
      "A Greek tour-guide licence for the archaeological sites, or a strong background in history",
      "Fluent English; a second foreign language is a plus",
      "Good knowledge of the area",
      "Comfortable with long days outdoors",
    ],
    perks: ["Paid per tour day, plus tips", "Free places on our tours for friends and family"],
  },
  driver: {
    titles: ["Transfer Driver", "Minibus Driver", "Driver for Airport Transfers"],
    description:
      "{company} {in_place} is hiring drivers for airport and port transfers and for excursion days. You will drive our modern minibuses and coaches, welcome guests and help with their luggage.\n\nRoutes and times are sent the evening before through our app.",
    requirements: [
      "Greek driving licence category D (or C1 for minibuses) and a valid professional certificate (ΠΕΙ)",
      "A clean driving record",
      "Basic English",
      "Knowledge of the local roads",
    ],
    perks: ["Fuel and vehicle maintenance are ours", "Overtime paid at the legal rate"],
  },
  dishwasher: {
    titles: ["Dishwasher / Kitchen Porter", "Kitchen Porter", "Kitchen Helper"],
    description:
      "Every good kitchen runs on a good kitchen porter. At {company} {in_place} you will wash dishes and pots, keep the kitchen and storerooms clean and help the cooks with simple preparation.\n\nA good place to start a career in the kitchen: several of our cooks started here.",
    requirements: [
      "No experience needed",
      "Reliable and punctual",
      "Able to work evenings and weekends",
      "A health certificate, or willing to get one (we help)",
    ],
    perks: ["Hourly pay with overtime", "Training towards a commis position"],
  },
  barista: {
    titles: ["Barista", "Barista – Specialty Coffee", "Barista (Part-time)"],
    description:
      "{company} {in_place} is looking for a barista who takes coffee seriously and people even more so. You will make espresso drinks, freddo espresso and freddo cappuccino for a line that never ends in August, and keep the bar clean and stocked.",
    requirements: [
      "Experience with espresso machines and milk texturing",
      "Knows how to make a proper freddo",
      "Friendly and quick",
      "Basic English",
    ],
    perks: ["Free coffee, obviously", "Flexible hours for students"],
  },
  nightAuditor: {
    titles: ["Night Auditor", "Night Receptionist / Night Auditor"],
    description:
      "{company} {in_place} needs a night auditor to run the front desk overnight: late arrivals, guest requests and the daily closing of accounts.\n\nYou will work five nights a week in a quiet, well-organised team, with a security colleague on site.",
    requirements: [
      "Front-desk experience and comfort with numbers",
      "Knowledge of a hotel PMS (Opera, Protel or similar)",
      "Good English",
      "Able to work nights",
    ],
    perks: ["Night-shift allowance on top of salary", "Free transport home after the shift"],
  },
  spaTherapist: {
    titles: ["Spa Therapist", "Massage Therapist", "Spa & Wellness Therapist"],
    description:
      "The spa of {company} {in_place} offers massages, facials and body treatments with Greek natural products. We are looking for a qualified therapist who enjoys giving guests an hour of real rest.\n\nYou will work with a team of four therapists and a spa manager.",
    requirements: [
      "A diploma in massage or beauty therapy",
      "At least two years of experience in a hotel or day spa",
      "Good English",
      "Calm and discreet",
    ],
    perks: ["Commission on treatments and products", "Training in our signature treatments"],
  },
  headWaiter: {
    titles: ["Head Waiter", "Maître d' / Head Waiter"],
    description:
      "{company} {in_place} is hiring a head waiter to lead the dining room: plan the stations, brief the team before service, welcome our guests and solve whatever comes up.\n\nYou will report to the restaurant manager and train our new waiters in their first weeks.",
    requirements: [
      "Three seasons or more in restaurant service, one of them leading a team",
      "Good knowledge of Greek wines",
      "Fluent English",
      "Calm under pressure",
    ],
    perks: ["Wine training with our sommelier", "Season-end bonus"],
  },
  assistantManager: {
    titles: ["Assistant Restaurant Manager", "Assistant Manager", "Assistant Bar Manager"],
    description:
      "{company} {in_place} is looking for an assistant manager to run the floor with the manager: rotas, stock orders, daily cash-up and the team's morale in the middle of August.\n\nA role for someone who has waited tables and now wants to manage.",
    requirements: [
      "Four years or more in hospitality, two as a supervisor",
      "Comfortable with rotas, stock and cash",
      "Fluent English; Greek is a plus",
      "A driving licence",
    ],
    perks: ["A path to restaurant manager next season", "Performance bonus at the end of the season"],
  },
  frontOfficeManager: {
    titles: ["Front Office Manager", "Guest Relations Manager"],
    description:
      "{company} {in_place} is hiring a front office manager to lead reception, concierge and reservations. You will set the standard of our guest service, train the team and work with sales on rates and availability.",
    requirements: [
      "Five years or more in front office, two as a manager",
      "Expert user of a hotel PMS and channel manager",
      "Fluent English and one more foreign language",
      "A degree in tourism or hospitality management",
    ],
    perks: ["Paid management courses", "Yearly bonus tied to guest reviews"],
  },
  operationsDirector: {
    titles: ["Director of Operations", "Resort General Manager", "Hotel Operations Manager"],
    description:
      "{company} {in_place} is looking for a senior leader to run daily operations across rooms, food and beverage, spa and maintenance. You will lead the heads of department, own the budget and report to the owners.\n\nWe want someone who walks the property every morning and knows the team by name.",
    requirements: [
      "Ten years or more in hotel management, five in senior roles",
      "Experience with budgets and P&L of a resort",
      "Fluent English and Greek",
      "A degree in hospitality or business",
    ],
    perks: ["Company car", "Yearly bonus tied to results"],
  },
  intern: {
    titles: ["Hospitality Intern", "Tourism Management Intern", "Internship – Hotel Operations"],
    description:
      "{company} {in_place} offers internships to tourism and hospitality students. You will rotate between reception, food and beverage and guest relations, with a mentor in every department.\n\nThe internship can count towards your studies; we sign the papers your school needs.",
    requirements: [
      "Enrolled in a tourism or hospitality school",
      "Good English",
      "Curious and willing to learn",
      "Available for at least four months",
    ],
    perks: ["A monthly stipend and your travel to us paid", "A certificate and a reference letter at the end"],
  },
  deckhand: {
    titles: ["Deckhand", "Cabin Steward / Stewardess", "Deck Crew Member"],
    description:
      "{company} sails from {place} all season and needs crew. On deck you will help with mooring, safety drills and keeping the vessel in shape; on board you will look after passengers and their cabins.\n\nContracts run from April to October, with rest days in port.",
    requirements: [
      "A seaman's book, or willing to get one",
      "Basic safety training (STCW) is a plus",
      "Good English",
      "No seasickness",
    ],
    perks: ["Paid STCW refresher courses", "Flights home at the end of the contract"],
  },
  reservationsAgent: {
    titles: ["Reservations Agent (Remote)", "Guest Relations Agent – Remote", "Online Booking Agent"],
    description:
      "{company} is hiring a reservations agent to answer guests by e-mail, phone and chat, manage bookings and help them plan their stay {in_place}. You can work from anywhere in Greece with a good internet connection.",
    requirements: [
      "Excellent written English",
      "Experience in customer service or sales",
      "A quiet place to work and a reliable connection",
      "Knowledge of booking platforms is a plus",
    ],
    perks: ["Work from home, laptop provided", "Bonus on direct bookings"],
  },
};
