import { toMicros } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { insertMissingLevelRows, listLevelRows } from './vip.levels-repo.ts';

interface SeedLevel {
  name: string;
  amount: string;
  dailyEarning: string;
  bicycleModel: string;
  bicycleColor: string;
  bicycleFeatures: string[];
}

/**
 * The demo's levels: 14 example levels (amount and daily rate), each with its bicycle
 * perk. Daily earnings are the stated rate of the amount.
 */
export const demoVipLevels: SeedLevel[] = [
  {
    name: 'Starter',
    amount: '10',
    dailyEarning: '1',
    bicycleModel: 'City Cruiser 3',
    bicycleColor: 'Sky Blue',
    bicycleFeatures: ['Steel frame', '3-speed hub', 'Front basket'],
  },
  {
    name: 'Bronze',
    amount: '50',
    dailyEarning: '5',
    bicycleModel: 'Urban Commuter 7',
    bicycleColor: 'Bronze',
    bicycleFeatures: ['Aluminium frame', '7 speeds', 'Mudguards'],
  },
  {
    name: 'Silver',
    amount: '100',
    dailyEarning: '10',
    bicycleModel: 'Trail Runner 21',
    bicycleColor: 'Silver',
    bicycleFeatures: ['Front suspension', '21 speeds', 'Disc brakes'],
  },
  {
    name: 'Gold',
    amount: '150',
    dailyEarning: '16.5',
    bicycleModel: 'Road Swift 18',
    bicycleColor: 'Gold',
    bicycleFeatures: ['Drop handlebars', '18 speeds', 'Lightweight alloy'],
  },
  {
    name: 'Platinum',
    amount: '250',
    dailyEarning: '27.5',
    bicycleModel: 'Mountain Pro 24',
    bicycleColor: 'Platinum Grey',
    bicycleFeatures: ['Full suspension', '24 speeds', 'Hydraulic disc brakes'],
  },
  {
    name: 'Diamond',
    amount: '300',
    dailyEarning: '33',
    bicycleModel: 'Gravel Explorer',
    bicycleColor: 'Ice White',
    bicycleFeatures: ['Tubeless tyres', '22 speeds', 'Carbon fork'],
  },
  {
    name: 'Elite',
    amount: '500',
    dailyEarning: '55',
    bicycleModel: 'E-City Assist',
    bicycleColor: 'Midnight Black',
    bicycleFeatures: ['Pedal-assist motor', '60 km range', 'Integrated lights'],
  },
  {
    name: 'Master',
    amount: '650',
    dailyEarning: '74.75',
    bicycleModel: 'Carbon Aero',
    bicycleColor: 'Racing Red',
    bicycleFeatures: ['Carbon frame', 'Aero wheels', 'Electronic shifting'],
  },
  {
    name: 'Legend',
    amount: '900',
    dailyEarning: '108',
    bicycleModel: 'E-Mountain Trail',
    bicycleColor: 'Forest Green',
    bicycleFeatures: ['Mid-drive motor', 'Full suspension', '90 km range'],
  },
  {
    name: 'Supreme',
    amount: '1000',
    dailyEarning: '120',
    bicycleModel: 'Carbon Endurance',
    bicycleColor: 'Royal Purple',
    bicycleFeatures: ['Full carbon', 'Power meter', 'Tubeless carbon wheels'],
  },
  {
    name: 'Ultimate',
    amount: '1500',
    dailyEarning: '187.5',
    bicycleModel: 'E-Road Performance',
    bicycleColor: 'Titanium',
    bicycleFeatures: ['Hub motor', 'Electronic shifting', '120 km range'],
  },
  {
    name: 'Mega',
    amount: '10000',
    dailyEarning: '1250',
    bicycleModel: 'Titanium Custom',
    bicycleColor: 'Brushed Titanium',
    bicycleFeatures: ['Hand-built titanium frame', 'Custom fitting', 'Lifetime service'],
  },
  {
    name: 'Giga',
    amount: '50000',
    dailyEarning: '6500',
    bicycleModel: 'Pro Team Replica',
    bicycleColor: 'Team Colours',
    bicycleFeatures: ['Race-grade carbon', 'Wireless groupset', 'Wind-tunnel tested wheels'],
  },
  {
    name: 'Tera',
    amount: '200000',
    dailyEarning: '26000',
    bicycleModel: 'Signature Collection',
    bicycleColor: 'Choice of finish',
    bicycleFeatures: ['Bespoke carbon frame', 'Any groupset', 'Personal fitting and delivery'],
  },
];

/**
 * Inserts the demo levels when there are none yet, so levels an administrator edited or removed
 * stay as they are; safe to run at every start and in several processes (names are unique).
 */
export async function seedDemoVipLevels(db: DbOrTx, now: Date): Promise<number> {
  if ((await listLevelRows(db, 1)).length > 0) return 0;
  return insertMissingLevelRows(
    db,
    demoVipLevels.map((level) => ({
      id: newId(),
      name: level.name,
      amount: toMicros(level.amount),
      dailyEarning: toMicros(level.dailyEarning),
      bicycleModel: level.bicycleModel,
      bicycleColor: level.bicycleColor,
      bicycleFeatures: level.bicycleFeatures,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
