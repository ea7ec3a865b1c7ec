// The customisation editor (issue 9 point 3): a live preview, a tab per kind, the options with
// their state and price, whole sets to unlock. Loaded lazily: it carries the whole catalogue.
import { releaseMonth } from '@questlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import type { AvatarLook } from '../../components/avatar/avatarLayers.ts';
import { notify } from '../../components/notifications/notify.ts';
import { TabList } from '../../components/TabList.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { chooseOption, unlockPaths } from './avatarActions.ts';
import styles from './AvatarEditor.module.css';
import {
  EDITOR_KINDS,
  editorOptions,
  gemsOf,
  unlockableSets,
  type EditorKind,
  type EditorOption,
  type EditorPlayer,
} from './customizationOptions.ts';
import { OptionGrid } from './OptionGrid.tsx';
import { UnlockConfirm, type UnlockRequest } from './UnlockConfirm.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

const kindLabelKey = (kind: EditorKind) => `kinds.${kind.replace('.', '_')}` as 'kinds.size';

export function AvatarEditor({ now }: { now?: Date }) {
  const { t } = useTranslation('avatar');
  useCatalogueText();
  const user = useSessionStore((state) => state.user);
  const player = (user ?? {}) as EditorPlayer & { profile?: { name?: string } };
  const [kind, setKind] = useState<EditorKind>('size');
  const [request, setRequest] = useState<UnlockRequest | null>(null);
  // backgrounds appear from their release month on
  const [shownMonth] = useState(() => releaseMonth('backgrounds', now ?? new Date()));
  const options = editorOptions(player, kind, shownMonth);
  const sets = unlockableSets(options);
  const gems = gemsOf(player);

  const handlePick = (option: EditorOption) => {
    if (option.isSelected) return;
    if (option.state === 'locked') {
      setRequest({ paths: [option.path], gems: option.price, item: option.name });
      return;
    }
    void chooseOption(option).then((saved) => saved && notify.success(t('saved')));
  };

  const handleConfirm = () => {
    if (!request) return;
    setRequest(null);
    void unlockPaths(request.paths, now).then(
      (unlocked) => unlocked && notify.success(t('unlocked')),
    );
  };

  const panelId = `avatar-editor-${kind.replace('.', '-')}`;
  return (
    <div className={styles.editor}>
      <div>
        <Avatar
          look={player as AvatarLook}
          name={player.profile?.name ?? ''}
          className={styles.preview}
        />
        <p className={styles.gems}>{t('price', { count: gems })}</p>
      </div>
      <div>
        <TabList
          label={t('editorTitle')}
          keys={EDITOR_KINDS}
          selected={kind}
          onSelect={setKind}
          textOf={(each) => t(kindLabelKey(each))}
          controls={panelId}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        <div role="tabpanel" id={panelId} aria-label={t(kindLabelKey(kind))}>
          <OptionGrid
            options={options}
            label={t('options', { kind: t(kindLabelKey(kind)) })}
            onPick={handlePick}
          />
          {sets.length > 0 && (
            <div className={styles.sets}>
              {sets.map((set) => (
                <button
                  key={set.key}
                  type="button"
                  className={styles.secondary}
                  onClick={() =>
                    setRequest({
                      paths: set.paths,
                      gems: set.setPrice,
                      item: set.name,
                      setSize: set.paths.length,
                    })
                  }
                >
                  {t('unlockSet', { set: set.name, count: set.setPrice })}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {request && (
        <UnlockConfirm
          request={request}
          gemsHeld={gems}
          onConfirm={handleConfirm}
          onCancel={() => setRequest(null)}
        />
      )}
    </div>
  );
}
