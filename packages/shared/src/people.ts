/** A person's full name the Vietnamese way: family name first ('Nguyễn Văn An'). */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.lastName} ${person.firstName}`.trim();
}
