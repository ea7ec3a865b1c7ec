// The party's members; the leader may remove one, after a confirm.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyApi } from '../../api/partyApi.ts';
import type { Party, PartyMember } from '../../api/partyTypes.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { MemberCard } from './MemberCard.tsx';
import { memberName } from './memberName.ts';
import styles from './Party.module.css';
import { usePartyAction } from './usePartyAction.ts';

interface MemberListProps {
  party: Party;
  members: PartyMember[];
  viewerId: string;
}

export function MemberList({ party, members, viewerId }: MemberListProps) {
  const { t } = useTranslation('party');
  const [removing, setRemoving] = useState<PartyMember | null>(null);
  const action = usePartyAction();
  const isLeader = party.leader !== null && party.leader._id === viewerId;

  async function handleRemove(member: PartyMember) {
    await action.run(() => partyApi.removeMember(party._id, member._id));
    setRemoving(null);
  }

  return (
    <section className={styles.section} aria-labelledby="party-members">
      <h2 id="party-members" className={styles.heading}>
        {t('members.title')}
      </h2>
      <ul className={styles.members}>
        {members.map((member) => (
          <MemberCard
            key={member._id}
            member={member}
            actions={
              isLeader && member._id !== viewerId ? (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('members.removeNamed', { name: memberName(member) })}
                  onClick={() => setRemoving(member)}
                >
                  {t('members.remove')}
                </button>
              ) : undefined
            }
          />
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={t('members.confirmTitle')}
          confirmLabel={t('members.remove')}
          isBusy={action.isSending}
          onConfirm={() => void handleRemove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('members.confirmText', { name: memberName(removing) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
