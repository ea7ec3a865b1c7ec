// The moment a party's quest is won: the defeated boss (or, for a quest of finding things, its
// scroll) amid rays and confetti, the quest's closing words and what everyone received. Closing it
// tells the server the player has seen it (store/questWon.ts).
import { questByKey } from '@questlog/core';
import { useTranslation } from 'react-i18next';
import {
  bossNameOnly,
  questCompletion,
  questName as questNameOf,
} from '../../../catalogue/questNames.ts';
import { useCatalogueText } from '../../../catalogue/useCatalogueText.ts';
import { Celebration } from '../../../components/celebration/Celebration.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { displayGold } from '../../../format/gold.ts';
import { BossPicture } from '../../../sprites/bossArt.tsx';
import { Sprite } from '../../../sprites/Sprite.tsx';
import { spriteText } from '../../../sprites/spriteText.ts';
import { markQuestWonSeen } from '../../../store/questWon.ts';
import styles from './QuestWonDialog.module.css';
import { questRewardsOf, type QuestReward } from './questRewards.ts';

/** An item received: its picture and name, eggs and potions said as such, with how many. */
function RewardLine({ reward }: { reward: QuestReward }) {
  const { t } = useTranslation('tasks');
  const kind = reward.kind === 'egg' || reward.kind === 'potion' ? reward.kind : 'other';
  const name = spriteText(reward.kind, reward.itemKey) ?? reward.itemKey;
  return (
    <li>
      <Sprite kind={reward.kind} itemKey={reward.itemKey} size={32} isDecorative />
      {t('questWon.item', { count: reward.count, name: t(`questWon.itemName.${kind}`, { name }) })}
    </li>
  );
}

export function QuestWonDialog({ questKey }: { questKey: string }) {
  const { t } = useTranslation('tasks');
  useCatalogueText();
  const quest = questByKey(questKey);
  const questName = questNameOf(questKey);
  const bossName = bossNameOnly(questKey);
  const completion = questCompletion(questKey);
  const close = () => void markQuestWonSeen();
  return (
    <Modal title={t('questWon.title')} onClose={close}>
      <Celebration>
        {quest?.boss && bossName ? (
          <span className={styles.defeated}>
            <BossPicture
              questKey={questKey}
              label={t('questWon.defeated', { boss: bossName })}
              size={128}
            />
          </span>
        ) : (
          <Sprite kind="quest" itemKey={questKey} size={112} />
        )}
      </Celebration>
      <p className={styles.headline}>
        {bossName
          ? t('questWon.boss', { boss: bossName })
          : t('questWon.collect', { quest: questName })}
      </p>
      {completion && <p>{completion}</p>}
      {quest && (
        <>
          <h3 className={styles.rewardsTitle}>{t('questWon.rewards')}</h3>
          <ul className={styles.rewards}>
            <li>{t('questWon.experience', { amount: quest.drop.exp })}</li>
            <li>{t('questWon.gold', { amount: displayGold(quest.drop.gp) })}</li>
            {questRewardsOf(quest).map((reward) => (
              <RewardLine key={`${reward.kind}:${reward.itemKey}`} reward={reward} />
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={close}>
          {t('questWon.close')}
        </button>
      </div>
    </Modal>
  );
}
