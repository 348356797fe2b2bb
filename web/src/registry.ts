/** The sections a role sees: those without `roles`, and those listing it. */
export const visibleTo = <S extends { roles?: string[] }>(role: string, sections: S[]): S[] => sections.filter((s) => !s.roles || s.roles.includes(role));
