// Where each attribute's computed value comes from: allocated points, equipped battle gear, the
// class bonus (half again of the gear of the player's own class), buffs and the level bonus.
// computedStats sums these; the stats screen shows them.
import { gearByKey } from '../../content/gear/catalogue.ts';
import { ATTRIBUTES, type Attribute } from '../../model/task.ts';
import type { Stats } from '../../model/user.ts';
import { levelBonus } from '../user/levels.ts';

export interface AttributeParts {
  allocated: number;
  gear: number;
  class: number;
  buffs: number;
  level: number;
  total: number;
}

/** The parts of a player the breakdown reads (the web app's user fits it too). */
export interface AttributeSource {
  stats: Pick<Stats, Attribute | 'lvl' | 'class'> & { buffs: Pick<Stats['buffs'], Attribute> };
  items: { gear: { equipped: Readonly<Record<string, string>> } };
}

export function attributeBreakdown(player: AttributeSource): Record<Attribute, AttributeParts> {
  const { stats } = player;
  const equipped = Object.values(player.items.gear.equipped).flatMap((key) => {
    const item = gearByKey(key);
    return item ? [item] : [];
  });
  const ofClass = equipped.filter(
    (item) => item.klass === stats.class || item.specialClass === stats.class,
  );
  const level = levelBonus(stats.lvl);
  const parts = (attribute: Attribute): AttributeParts => {
    const gear = equipped.reduce((sum, item) => sum + item[attribute], 0);
    const classBonus = ofClass.reduce((sum, item) => sum + item[attribute] * 0.5, 0);
    const allocated = stats[attribute];
    const buffs = stats.buffs[attribute];
    return {
      allocated,
      gear,
      class: classBonus,
      buffs,
      level,
      total: allocated + gear + classBonus + buffs + level,
    };
  };
  return Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, parts(attribute)])) as Record<
    Attribute,
    AttributeParts
  >;
}
