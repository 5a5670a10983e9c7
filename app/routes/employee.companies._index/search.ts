/** Spec section 9: the company search asks for 10 at a time ("Show more" asks for 10 more). */
export const COMPANY_SEARCH_LIMIT = 10;
