import { BarList, useChart, type BarListData } from '@chakra-ui/charts';

/**
 * Horizontal bars, one per row, longest at full width. Hidden from screen readers: each chart sits over a
 * table with the same figures.
 */
export function Bars({ data, color, unit }: { data: BarListData[]; color: string; unit?: string }) {
  const chart = useChart<BarListData>({ data, series: [{ name: 'name', color }] });
  return (
    <BarList.Root chart={chart} aria-hidden="true">
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value valueFormatter={unit ? (value) => `${value} ${unit}` : undefined} />
      </BarList.Content>
    </BarList.Root>
  );
}
