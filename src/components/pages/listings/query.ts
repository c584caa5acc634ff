export const LISTING_PAGE_SIZE = 20;
