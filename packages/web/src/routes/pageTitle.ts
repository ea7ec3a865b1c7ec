export interface PageTitleParts {
  section?: string;
  subSection?: string;
  fullTitle?: string;
}

// The document title: "sub-section | section | product", or "section | product", or the full title.
export function pageTitle(
  { section, subSection, fullTitle }: PageTitleParts,
  productName: string,
): string {
  if (fullTitle) return fullTitle;
  return [section ? subSection : undefined, section, productName]
    .filter((part): part is string => Boolean(part))
    .join(' | ');
}
