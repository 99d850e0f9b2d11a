/** 0.667 -> "66.7%"; null -> "—". */
export const percent = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 1000) / 10}%`);

/** A duration figure or "—" when there were no samples. */
export const figure = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);
