// The subject index (Sachregister): everyday and professional terms, in German, French, Italian
// and English, leading to the law's concepts and their articles. Format in docs/knowledge-format.md.
export interface SubjectTerm {
  term: string;
  variants: string[];
  concept: string;
  refs: string[];
}

export interface SubjectIndex {
  stand: string;
  terms: SubjectTerm[];
}

export function validateSubjectIndex(index: SubjectIndex, source: string, known: Set<string>): string[] {
  const problems: string[] = [];
  if (!Array.isArray(index?.terms) || index.terms.length === 0) return [`${source}: no terms`];
  const heads = new Set<string>();
  for (const term of index.terms) {
    const where = `${source}: ${term?.term ?? "(no term)"}`;
    if (typeof term.term !== "string" || !term.term.trim()) problems.push(`${where}: term is empty`);
    if (heads.has(term.term)) problems.push(`${where}: term is listed twice`);
    heads.add(term.term);
    if (!Array.isArray(term.variants) || term.variants.some((v) => typeof v !== "string" || !v.trim()))
      problems.push(`${where}: variants must be a list of words`);
    if (typeof term.concept !== "string" || !term.concept.trim()) problems.push(`${where}: concept is empty`);
    if (!Array.isArray(term.refs) || term.refs.length === 0) problems.push(`${where}: refs is empty`);
    for (const ref of term.refs ?? []) if (!known.has(ref)) problems.push(`${where}: names "${ref}", which has no entry`);
  }
  if (/ß/.test(JSON.stringify(index))) problems.push(`${source}: Swiss spelling uses ss, not ß`);
  return problems;
}
