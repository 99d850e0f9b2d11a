/** Spec §2: applied grey, shortlisted blue, rejected red, anything else (selected) green. */
export function statusColor(status: string): string {
  if (status === 'applied') return 'gray';
  if (status === 'shortlisted') return 'blue';
  if (status === 'rejected') return 'red';
  return 'green';
}
