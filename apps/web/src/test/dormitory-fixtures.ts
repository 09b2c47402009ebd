import type { Dormitory } from '@tsa/shared';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The catalogue the fake API serves: Khu A (A1, rooms 101–520) and Khu B (B2). */
export const DORMITORIES: Dormitory[] = [
  {
    id: 'd0000000-0000-4000-8000-00000000000a',
    name: 'KTX Khu A',
    code: 'A',
    active: true,
    buildings: [
      {
        id: 'b0000000-0000-4000-8000-0000000000a1',
        dormitoryId: 'd0000000-0000-4000-8000-00000000000a',
        name: 'A1',
        code: 'A1',
        active: true,
        roomMin: 101,
        roomMax: 520,
      },
    ],
  },
  {
    id: 'd0000000-0000-4000-8000-00000000000b',
    name: 'KTX Khu B',
    code: 'B',
    active: true,
    buildings: [
      {
        id: 'b0000000-0000-4000-8000-0000000000b2',
        dormitoryId: 'd0000000-0000-4000-8000-00000000000b',
        name: 'B2',
        code: 'B2',
        active: true,
        roomMin: null,
        roomMax: null,
      },
      {
        id: 'b0000000-0000-4000-8000-0000000000b3',
        dormitoryId: 'd0000000-0000-4000-8000-00000000000b',
        name: 'B3',
        code: 'B3',
        active: true,
        roomMin: null,
        roomMax: null,
      },
    ],
  },
];

export const BUILDING_A1 = DORMITORIES[0]!.buildings[0]!;
export const BUILDING_B2 = DORMITORIES[1]!.buildings[0]!;

/** Picks a dormitory, then a building, in the two catalogue selects. */
export async function pickPlace(user: UserEvent, dormitory: string, building: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: 'Ký túc xá' }));
  await user.click(await screen.findByRole('option', { name: dormitory }));
  await user.click(screen.getByRole('combobox', { name: 'Tòa nhà' }));
  await user.click(await screen.findByRole('option', { name: building }));
}
