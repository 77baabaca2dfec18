/** Search suggestions and 'Did you mean' (issue 29; the spec has no words for them). */
export const SEARCH_MSG = {
  didYouMean: 'Did you mean',
  browseCategories: 'Or browse a category',
  suggestionsLabel: 'Suggestions',
  categoryTag: 'Category',
  searchFor: (q: string) => `Search for “${q}”`,
} as const;
