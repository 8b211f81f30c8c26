import { Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/usePageTitle';
import { ConsentHistoryCard } from './ConsentHistoryCard';
import { DataProtectionCard, NoticeAlert, type Notice } from './DataProtectionCard';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileInfoCard } from './ProfileInfoCard';
import { ReminderCard } from './ReminderCard';
import { PROFILE_TEXTS } from './texts';

/** /profile (docs/product.md, "Profile"): the account, the consent record and the KVKK rights. */
export default function ProfilePage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  // Each notice sits above the section whose action it reports, so a phone shows it where the finger is.
  const [infoNotice, setInfoNotice] = useState<Notice | null>(null);
  const [dataNotice, setDataNotice] = useState<Notice | null>(null);
  usePageTitle(PROFILE_TEXTS.pageTitle);
  if (!user) return null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
          {PROFILE_TEXTS.pageTitle}
        </Typography>
        <Typography color="text.secondary">{PROFILE_TEXTS.subtitle}</Typography>
      </div>
      <NoticeAlert notice={infoNotice} onClose={() => setInfoNotice(null)} />
      <ProfileInfoCard
        user={user}
        onEdit={() => {
          setInfoNotice(null);
          setEditing(true);
        }}
      />
      {/* Admins keep no diary; the push routes answer them 403, which would end the session. */}
      {/* Its own boundary: in Chromium the card suspends briefly as it mounts (cause not yet found;
          not in jsdom), and under the shell's boundary that remounted the whole page over and over. */}
      {!user.isAdmin && (
        <Suspense fallback={null}>
          <ReminderCard />
        </Suspense>
      )}
      <NoticeAlert notice={dataNotice} onClose={() => setDataNotice(null)} />
      <DataProtectionCard onNotice={setDataNotice} />
      <ConsentHistoryCard />
      {editing && (
        <EditProfileDialog
          user={user}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setInfoNotice({ severity: 'success', text: message });
          }}
        />
      )}
    </Stack>
  );
}
