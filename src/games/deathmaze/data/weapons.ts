/** The six weapons of the Combat Results Table (3.1, 8.7). */
export type WeaponId = 'dagger' | 'throwingDagger' | 'bow' | 'sword' | 'hammer' | 'axe';

export const weaponIds: readonly WeaponId[] = ['dagger', 'throwingDagger', 'bow', 'sword', 'hammer', 'axe'];

export const weaponNames: Readonly<Record<WeaponId, string>> = {
  dagger: 'Dagger',
  throwingDagger: 'Throwing Dagger',
  bow: 'Bow',
  sword: 'Sword',
  hammer: 'Hammer',
  axe: 'Axe',
};

/** The columns of the Combat Results Table (8.7): sword, hammer and axe share one. */
export type CrtColumn = 'dagger' | 'throwingDagger' | 'bow' | 'melee' | 'monster';

export const crtColumns: readonly CrtColumn[] = ['dagger', 'throwingDagger', 'bow', 'melee', 'monster'];

export function crtColumnOf(w: WeaponId): CrtColumn {
  switch (w) {
    case 'sword':
    case 'hammer':
    case 'axe':
      return 'melee';
    default:
      return w;
  }
}
