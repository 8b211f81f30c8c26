import { Badge, Card, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import type { ConversationSummary } from '@uyku/domain';
import { messageTime } from './ChatBubble';
import { CHAT_TEXTS } from './texts';

export interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

/** The expert's inbox: per participant the name, unread count, message count, preview and last time. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const t = CHAT_TEXTS.admin;
  if (conversations.length === 0) {
    return (
      <Card sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t.empty}</Typography>
      </Card>
    );
  }
  return (
    <Card>
      <List disablePadding aria-label={t.title}>
        {/* Each button inside its own <li>: a list holds list items only (axe 'list'). */}
        {conversations.map((conversation, index) => (
          <ListItem key={conversation.userId} disablePadding divider={index < conversations.length - 1}>
            <ListItemButton
              selected={conversation.userId === selectedId}
              onClick={() => onSelect(conversation.userId)}
              data-testid="conversation-item"
              sx={{ alignItems: 'flex-start', py: 1.5 }}
            >
              <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: conversation.unreadCount > 0 ? 700 : 500 }} noWrap>
                      {conversation.userName}
                    </Typography>
                    {conversation.unreadCount > 0 && (
                      <Badge
                        badgeContent={conversation.unreadCount}
                        color="error"
                        max={99}
                        title={t.unread(conversation.unreadCount)}
                        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                      />
                    )}
                  </Stack>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="time"
                    dateTime={conversation.lastTimestamp}
                    sx={{ flexShrink: 0 }}
                  >
                    {messageTime(conversation.lastTimestamp)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {conversation.preview}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t.messageCount(conversation.messageCount)}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
