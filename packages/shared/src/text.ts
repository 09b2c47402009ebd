/** Lower-case text without Vietnamese diacritics, so 'Nguyễn Đức' is found by 'nguyen duc'. */
export function foldVietnamese(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();
}
