/** An amount as notifications and e-mails write it: '15.000 ₫'. */
export function formatVnd(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}
