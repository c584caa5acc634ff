/** A keyword's landing page as other pages link to it: its slug and its name in the page's locale. */
export interface KeywordLink {
  slug: string;
  name: string;
}
