/** Where visitors write when something breaks (the generic error screen's Send E-mail). */
export const SUPPORT_EMAIL = "support@seasonaljobs.gr";
